import { useParams } from 'react-router-dom'
import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  const { slug = '' } = useParams()
  return (
    <PlaceholderPage
      title="Shared song"
      heading="A song shared with you"
      description="Someone shared a song written in Songpad. You will be able to read and play it right here."
      path={paths.shared.getHref(slug)}
      noindex
    />
  )
}
