import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AcceptInvitationPage } from '@/features/cowriters'
import { useSession } from '@/lib/auth-session'

// The page a co-writer invitation mail links to.
export function Component() {
  const { token = '' } = useParams()
  const session = useSession()
  return (
    <>
      <Seo
        title="Write a song together"
        description="An invitation to write a song together on Songpad."
        path={paths.coWrite.getHref(token)}
        noindex
      />
      <AcceptInvitationPage key={token} token={token} signedIn={session !== null} />
    </>
  )
}
