import { responseStatus } from '@/lib/pocketbase'
import { StoreError } from './song-store'

export const SESSION_ENDED =
  'Your session has ended. Sign in again to save; your changes are kept on this device.'

/** A failed SDK call as autosave sees it: null for 404 (the song is gone), else a StoreError. */
export function toStoreError(error: unknown): StoreError | null {
  const status = responseStatus(error)
  // Not the SDK's: a bug, which retrying would only repeat.
  if (status === undefined) throw error
  if (status === 404) return null
  // 0: unreachable or timed out; 5xx and 429: the server cannot take it now.
  if (status === 0 || status === 429 || status >= 500) {
    return new StoreError('offline', 'The server cannot be reached.')
  }
  if (status === 401 || status === 403) return new StoreError('rejected', SESSION_ENDED)
  const message = error instanceof Error && error.message ? error.message : 'Unknown error.'
  return new StoreError('rejected', `The server did not accept the song: ${message}`)
}

/** Runs an SDK call; 404 answers null, any other failure throws a StoreError. */
export async function orGone<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof StoreError) throw error
    const storeError = toStoreError(error)
    if (storeError) throw storeError
    return null
  }
}
