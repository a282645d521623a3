import type { MAILING_LISTS } from '@/config/constants'
import { postFunction } from './post-function'

type ListId = (typeof MAILING_LISTS)[keyof typeof MAILING_LISTS]

// Takes the user's own address off a mailing list (functions/api/remove-email-list-member.ts);
// an address that is not on it is no error.
export function leaveMailingList(email: string, list: ListId): Promise<unknown> {
  return postFunction('remove-email-list-member', { email, list })
}
