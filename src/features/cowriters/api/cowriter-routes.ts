import { pb } from '@/lib/pocketbase'
import type { Cowriter } from './list-cowriters'

// The co-writer routes PocketBase's hooks answer (pb_hooks/cowriters.pb.js); only they write
// invitations, so every change goes through them.
export function cowriterRoute<T>(route: 'invite' | 'accept' | 'remove', body: object): Promise<T> {
  return pb.send<T>(`/api/songpad/cowriters/${route}`, { method: 'POST', body, requestKey: null })
}

export type Invitation = Pick<Cowriter, 'id' | 'song' | 'email' | 'name' | 'status'>

/** The server's own sentence for a refused call ("Only the owner…"), else a general one. */
export function refusalMessage(error: unknown): string {
  const said = (error as { response?: { message?: unknown } })?.response?.message
  return typeof said === 'string' && said !== ''
    ? said
    : 'That did not work. Check your connection and try again.'
}
