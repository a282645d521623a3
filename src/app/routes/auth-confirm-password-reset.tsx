import { useParams } from 'react-router-dom'
import { ConfirmPasswordResetPage } from '@/features/auth'

// The page the password-reset mail links to.
export function Component() {
  const { token = '' } = useParams()
  // A new token (another mail's link) starts the page afresh.
  return <ConfirmPasswordResetPage key={token} token={token} />
}
