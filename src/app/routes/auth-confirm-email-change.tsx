import { useParams } from 'react-router-dom'
import { ConfirmEmailChangePage } from '@/features/auth'

// The page the email-change mail links to.
export function Component() {
  const { token = '' } = useParams()
  // A new token (another mail's link) starts the page afresh.
  return <ConfirmEmailChangePage key={token} token={token} />
}
