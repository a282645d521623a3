import { AuthPage } from '@/features/auth'

// Sign in, register and reset; a signed-in visitor goes on to /account.
export function Component() {
  return <AuthPage />
}
