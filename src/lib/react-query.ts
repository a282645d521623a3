import { QueryClient } from '@tanstack/react-query'
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '@/config/constants'

// Exponential backoff: 1 s, 2 s, 4 s … never more than 30 s between attempts.
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS)
}

export const queryConfig = {
  queries: {
    retry: QUERY_RETRY,
    retryDelay: queryRetryDelay,
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
  },
}

export const queryClient = new QueryClient({ defaultOptions: queryConfig })
