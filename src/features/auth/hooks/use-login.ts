import { useNavigate } from 'react-router-dom'
import { useAsyncAction } from '@/lib/use-async-action'
import { loginDestination } from '../api/login-destination'
import { signInWithPassword } from '../api/sign-in'

export type Credentials = { email: string; password: string }
export type Hold = (holding: boolean) => void

// Signs in, then sends premium users to /write and everyone else to /account.
export function useLogin(hold: Hold) {
  const navigate = useNavigate()
  return useAsyncAction(async ({ email, password }: Credentials) => {
    // Keeps the page from redirecting to /account the moment the session appears.
    hold(true)
    let destination: string
    try {
      const user = await signInWithPassword(email, password)
      // Before the plan is read, so a seat granted now already counts; loaded on sign-in only,
      // so the functions' client stays out of the page's first JS.
      if (user.verified) {
        const { claimWaitingEduSeat } = await import('../api/after-verification')
        await claimWaitingEduSeat(user)
      }
      destination = await loginDestination(user.id)
    } catch (error) {
      hold(false)
      throw error
    }
    navigate(destination, { replace: true })
  })
}
