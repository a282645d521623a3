import { useParams } from 'react-router-dom'
import { ConfirmVerificationPage } from '@/features/auth'

// The page the verification mail links to.
export function Component() {
  const { token = '' } = useParams()
  // A new token (another mail's link) starts the page afresh.
  return <ConfirmVerificationPage key={token} token={token} />
}
