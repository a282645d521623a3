import { inject } from 'vitest'
import { type RecordedRequest, STAND_IN_PATHS } from './stand-in-keys.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    standInUrl: string
  }
}

export { STAND_IN_KEYS } from './stand-in-keys.ts'
export type { RecordedRequest }

// The stand-in server the global setup started (tests/support/stand-in-server.ts).
export function standInUrl(path = ''): string {
  return `${inject('standInUrl')}${path}`
}

export const brevoStandInUrl = () => standInUrl(STAND_IN_PATHS.brevo)

// The functions' env for Brevo behind the stand-in; a STAND_IN_KEYS key makes it fail.
export const brevoEnv = (key = 'brevo-test-key') => ({
  BREVO_API_KEY: key,
  BREVO_API_URL: brevoStandInUrl(),
})

// Every request the stand-in received whose body mentions `marker` (a unique e-mail or id).
export async function requestsMentioning(marker: string): Promise<RecordedRequest[]> {
  const response = await fetch(standInUrl(STAND_IN_PATHS.requests))
  const all = (await response.json()) as RecordedRequest[]
  return all.filter((request) => request.body.includes(marker))
}
