import type { MailingListId } from '@/config/constants'
import { postFunction } from '@/lib/functions'

// Takes the user's own address off a mailing list (functions/api/remove-email-list-member.ts);
// an address that is not on it is no error.
export function leaveMailingList(email: string, list: MailingListId): Promise<unknown> {
  return postFunction('remove-email-list-member', { email, list })
}
