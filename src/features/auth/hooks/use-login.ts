import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { loginDestination } from '../api/login-destination'
import { signInWithPassword } from '../api/sign-in'

export type Credentials = { email: string; password: string }
export type Hold = (holding: boolean) => void

// Signs in, then sends premium users to /write and everyone else to /account (spec §4).
export function useLogin(hold: Hold) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      // Keeps the page from redirecting to /account the moment the session appears.
      hold(true)
      try {
        const user = await signInWithPassword(email, password)
        return await loginDestination(queryClient, user.id)
      } catch (error) {
        hold(false)
        throw error
      }
    },
    onSuccess: (destination) => navigate(destination, { replace: true }),
  })
}
