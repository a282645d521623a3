import type { ReactNode } from 'react'
import { AuthCard } from './auth-card'

type LinkExpiredProps = { what: string; children: ReactNode }

// The shared dead end of a mail link, always with a way onward.
export function LinkExpired({ what, children }: LinkExpiredProps) {
  return (
    <AuthCard
      title="This link has expired"
      subtitle={`The link to ${what} has expired or was used already. Links from our e-mails work once, for a limited time.`}
    >
      <div className="flex flex-col gap-3">{children}</div>
    </AuthCard>
  )
}
