import { useMutation } from '@tanstack/react-query'
import { cowriterRoute, type Invitation } from './cowriter-routes'

/** Accepts the invitation a mailed link holds; the song then opens for the signed-in user. */
export const acceptInvitation = (token: string) => cowriterRoute<Invitation>('accept', { token })

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation })
}
