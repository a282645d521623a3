import { useNavigate } from 'react-router-dom'
import { useAsyncAction } from '@/lib/use-async-action'
import { loginDestination } from '../api/login-destination'
import { signInWithPassword } from '../api/sign-in'

export type Credentials = { email: string; password: string }
export type Hold = (holding: boolean) => void

// Signs in, then sends premium users to /write and everyone else to /account (spec §4).
export function useLogin(hold: Hold) {
  const navigate = useNavigate()
  return useAsyncAction(async ({ email, password }: Credentials) => {
    // Keeps the page from redirecting to /account the moment the session appears.
    hold(true)
    let destination: string
    try {
      const user = await signInWithPassword(email, password)
      destination = await loginDestination(user.id)
    } catch (error) {
      hold(false)
      throw error
    }
    navigate(destination, { replace: true })
  })
}
