import { AuthPage } from '@/features/auth'

// Spec §2 auth: sign in, register and reset; a signed-in visitor goes on to /account.
export function Component() {
  return <AuthPage />
}
