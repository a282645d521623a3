import { responseStatus } from '@/lib/response-status'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import { GoogleSignInError } from '../google/google-popup'

// The SDK's own words, which it wraps inside its ClientResponseError.
const SDK = {
  stateMismatch: "State parameters don't match.",
  redirectError: 'OAuth2 redirect error or missing code',
  missingProvider: 'Missing or invalid provider',
  realtime: ['EventSource connect took too long.', 'Failed to establish realtime connection.'],
}

type SdkError = {
  isAbort?: boolean
  originalError?: { message?: unknown }
  response?: { message?: unknown }
}

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

function sdkDetail(error: SdkError): string {
  const inner = error.originalError?.message
  if (typeof inner === 'string' && inner) return inner
  const outer = error.response?.message
  return typeof outer === 'string' ? outer : ''
}

// Turns whatever the OAuth2 flow threw into a sentence that says what happened and what to do.
export function googleErrorMessage(error: unknown): string {
  if (error instanceof GoogleSignInError) {
    return error.reason === 'popup-blocked'
      ? 'Your browser blocked the Google window. Allow pop-ups for this site and try again.'
      : 'Google sign-in was cancelled. Try again when you are ready.'
  }
  if (responseStatus(error) === undefined) return 'Google sign-in failed. Please try again.'
  const tooMany = tooManyAttemptsMessage(error)
  if (tooMany) return tooMany
  const sdkError = error as SdkError
  if (sdkError.isAbort) return 'Google sign-in was cancelled. Try again when you are ready.'
  const detail = sdkDetail(sdkError)
  if (detail.startsWith(SDK.stateMismatch)) {
    return `Google sign-in could not be verified: ${SDK.stateMismatch} Please try again.`
  }
  if (detail.startsWith(SDK.redirectError)) {
    // The SDK appends the redirect's error, or "undefined" when there was none.
    const reason = detail.slice(detail.indexOf(':') + 1).trim()
    const why =
      reason && reason !== 'undefined'
        ? `Google answered "${reason}"`
        : 'Google sent no sign-in code'
    return `Google sign-in did not finish (redirect error or missing code): ${why}. Please try again.`
  }
  if (detail.startsWith(SDK.missingProvider)) {
    return 'Google sign-in is not available right now. Sign in with your e-mail and password instead.'
  }
  if (SDK.realtime.includes(detail)) {
    return `Could not reach the sign-in service: ${detail} Check your connection and try again.`
  }
  return detail
    ? `Google sign-in failed: ${asSentence(detail)} Please try again.`
    : 'Google sign-in failed. Please try again.'
}
