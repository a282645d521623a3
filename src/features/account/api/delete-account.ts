import { useMutation } from '@tanstack/react-query'
import { MAILING_LISTS } from '@/config/constants'
import { FunctionError } from '@/lib/functions'
import { pb } from '@/lib/pocketbase'
import { leaveMailingList } from './mailing-lists'

type Account = { id: string; email: string }

// The address leaves the mailing lists (which may live at Brevo) before the account goes: once it
// is gone, its owner could no longer ask for that.
async function leaveMailingLists(email: string): Promise<void> {
  try {
    await Promise.all(
      [MAILING_LISTS.newsletter, MAILING_LISTS.all].map((list) => leaveMailingList(email, list)),
    )
  } catch (error) {
    if (!(error instanceof FunctionError) || error.status === 0) throw error
    throw new FunctionError(
      error.status,
      'Your address could not be taken off our mailing lists, so your account was not deleted. Please try again in a moment.',
    )
  }
}

// A plain request, not the SDK's delete: that one clears the session at once, and the account
// page would bounce to /auth before it can leave for the home page (the shell signs out there).
// PocketBase deletes the user's songs with them (cascade).
export async function deleteAccount({ id, email }: Account): Promise<unknown> {
  await leaveMailingLists(email)
  return pb.send(`/api/collections/users/records/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    requestKey: null,
  })
}

export function useDeleteAccount(account: Account) {
  return useMutation({ mutationFn: () => deleteAccount(account) })
}
