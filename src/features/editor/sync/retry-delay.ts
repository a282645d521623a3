import { QUERY_RETRY_BASE_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from '@/config/constants'

/** Waits between save attempts while the server is unreachable: 1 s, 2 s, 4 s … at most 30 s. */
export function saveRetryDelayMs(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS)
}
