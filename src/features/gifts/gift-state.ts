// The gift landing's states, decided from plain data so the rule is tested alone.
export type GiftState =
  | 'no-gift'
  | 'loading'
  | 'from-self'
  | 'did-trial'
  | 'from-other'
  | 'loggedout'

type GiftInput = {
  // The giver's id from the link's ?id=, if any.
  giverId: string | null
  // The signed-in user's id; undefined when signed out.
  userId: string | undefined
  // From the freshly read user record; undefined while it loads.
  didTrial: boolean | undefined
}

export function giftState({ giverId, userId, didTrial }: GiftInput): GiftState {
  if (!giverId) return 'no-gift'
  if (userId === undefined) return 'loggedout'
  if (giverId === userId) return 'from-self'
  if (didTrial === undefined) return 'loading'
  return didTrial ? 'did-trial' : 'from-other'
}

// Only these states keep the giver's id for a later claim.
export const storesFriendshare = (state: GiftState): boolean =>
  state === 'from-other' || state === 'loggedout'

// A link's id as typed: surrounding spaces dropped, nothing else guessed.
export const readGiverId = (search: URLSearchParams): string | null =>
  search.get('id')?.trim() || null
