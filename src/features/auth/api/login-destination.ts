import { paths } from '@/config/paths'

// After a sign-in, premium goes to /write, anything else (or an unknown status) to /account.
export async function loginDestination(userId: string): Promise<string> {
  try {
    // react-query loads here, after the sign-in, not with /auth; the signed-in shell needs it now too.
    const { fetchLoginPremiumStatus } = await import('./login-premium-status')
    const status = await fetchLoginPremiumStatus(userId)
    return status.premium ? paths.write.getHref() : paths.account.getHref()
  } catch {
    return paths.account.getHref()
  }
}
