import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MAILING_LISTS } from '@/config/constants'
import { postFunction } from '@/lib/functions'
import type { AccountUser } from '../types'
import { leaveMailingList } from './mailing-lists'
import { storeUser, updateUser } from './update-user'

// Switching on also adds the address to the newsletter list; like at sign-up, a list failure is
// ignored. Switching off takes it off the list first, and saves nothing when that fails: the
// switch must never say "off" while newsletters still come.
export async function setNewsletter(user: AccountUser, subscribed: boolean): Promise<AccountUser> {
  if (!subscribed) await leaveMailingList(user.email, MAILING_LISTS.newsletter)
  const saved = await updateUser(user.id, { subscribed_to_email_member: subscribed })
  if (subscribed) {
    await postFunction('add-email-list-member', {
      email: saved.email,
      list: MAILING_LISTS.newsletter,
      name: saved.name,
    }).catch(() => undefined)
  }
  return saved
}

export function useSetNewsletter(user: AccountUser) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (subscribed: boolean) => setNewsletter(user, subscribed),
    onSuccess: (saved) => storeUser(queryClient, saved),
  })
}
