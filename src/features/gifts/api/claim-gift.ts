import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { userQueryOptions } from '@/features/auth'
import { activePremiumQueryOptions } from '@/features/premium'
import { postFunction } from '@/lib/functions'

const ClaimSchema = v.object({
  trial: v.boolean(),
  trial_until: v.string(),
  trialdaysleft: v.number(),
})

export type Claim = v.InferOutput<typeof ClaimSchema>

// The friendshare cookie rides along (same origin); the server clears it once the trial is added.
export async function claimGift(): Promise<Claim> {
  return v.parse(ClaimSchema, await postFunction('claim-gift'))
}

export function useClaimGift(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimGift,
    // The nav shows the trial at once; the record's didTrial turns true with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activePremiumQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryOptions(userId).queryKey }),
      ]),
  })
}
