import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { activePremiumQueryOptions } from '@/features/premium'

// The payment webhook may land a little after the redirect: ask a few times before giving up.
export const CONFIRM_ATTEMPTS = 5
export const CONFIRM_INTERVAL_MS = 2000

export type Confirmation =
  | { status: 'checking'; attempt: number }
  | { status: 'confirmed' }
  | { status: 'processing' }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Options = { attempts?: number; intervalMs?: number }

// Polls the premium status into the shared cache (so the nav follows) until it says premium.
export function usePremiumConfirmation(
  userId: string,
  { attempts = CONFIRM_ATTEMPTS, intervalMs = CONFIRM_INTERVAL_MS }: Options = {},
): Confirmation & { retry: () => void } {
  const queryClient = useQueryClient()
  const [round, setRound] = useState(0)
  const [state, setState] = useState<Confirmation>({ status: 'checking', attempt: 1 })

  // biome-ignore lint/correctness/useExhaustiveDependencies: round restarts the polling on retry
  useEffect(() => {
    let cancelled = false
    const poll = async () => {
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        setState({ status: 'checking', attempt })
        const status = await queryClient
          .fetchQuery({ ...activePremiumQueryOptions(userId), staleTime: 0, retry: false })
          .catch(() => undefined)
        if (cancelled) return
        if (status?.premium) {
          setState({ status: 'confirmed' })
          return
        }
        if (attempt < attempts) await wait(intervalMs)
        if (cancelled) return
      }
      setState({ status: 'processing' })
    }
    void poll()
    return () => {
      cancelled = true
    }
  }, [queryClient, userId, attempts, intervalMs, round])

  const retry = useCallback(() => setRound((value) => value + 1), [])
  return { ...state, retry }
}
