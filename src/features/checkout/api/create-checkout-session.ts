import { useMutation } from '@tanstack/react-query'
import { FunctionError, postFunction } from '@/lib/functions'

// Only a web address may be followed: a javascript: URL from a bad answer must never run.
const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value)

export async function createCheckoutSession(): Promise<{ url: string }> {
  const { url } = await postFunction<{ url?: unknown }>('create-checkout-session', {})
  if (!isWebUrl(url))
    throw new FunctionError(502, 'The payment page could not be opened. Please try again.')
  return { url }
}

// Leaves for the payment page; a refusal (e.g. 503 "Payments are not configured.") stays as error.
export function useUpgrade() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => window.location.assign(url),
  })
}
