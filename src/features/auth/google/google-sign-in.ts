import { MAILING_LISTS } from '@/config/constants'
import type { SessionUser } from '@/lib/auth-session'
import { loadPocketBase } from '@/lib/load-pocketbase'
import { createFirstSong } from '../api/create-first-song'
import { addEmailListMember } from '../api/product-functions'
import { updateUser } from '../api/users'

const REQUEST_KEY = 'google-sign-in'

export type GoogleAuth = { record: SessionUser; meta?: { name?: unknown; isNew?: unknown } }

// The SDK's OAuth2 flow: PocketBase's redirect page answers through realtime; the SDK stores the session.
// The pop-up is open already (see openGooglePopup), so loading the SDK first cannot get it blocked.
export async function authWithGoogle(popup: Window): Promise<GoogleAuth> {
  const pb = await loadPocketBase()
  return pb.collection('users').authWithOAuth2<SessionUser>({
    provider: 'google',
    requestKey: REQUEST_KEY,
    urlCallback: (url) => {
      popup.location.href = url
    },
  })
}

// Drops an abandoned flow's realtime subscription.
export async function cancelGoogleSignIn(): Promise<void> {
  const pb = await loadPocketBase()
  pb.cancelRequest(REQUEST_KEY)
}

async function tolerate(what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    console.warn(`Google sign-in: ${what} failed; continuing.`, error)
  }
}

/**
 * Google sign-in: the name comes from the provider's meta data; a new account joins list 3
 * and gets a first song in 1/4. The user is signed in already, so none of this may undo that.
 */
export async function finishGoogleSignIn({ record, meta }: GoogleAuth) {
  let user = record
  const name = typeof meta?.name === 'string' ? meta.name.trim() : ''
  if (name && name !== record.name) {
    await tolerate('updating the name', async () => {
      user = await updateUser(record.id, { name })
    })
  }
  const isNew = meta?.isNew === true
  if (isNew) {
    const member = { email: user.email, name: user.name }
    await tolerate('adding to list 3', () => addEmailListMember(member, MAILING_LISTS.all))
    await tolerate('creating the first song', () => createFirstSong(user.id, '1/4'))
  }
  return { user, isNew }
}
