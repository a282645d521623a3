import { useParams } from 'react-router-dom'
import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'
import { slugToTitle } from './slug-title'

export function Component() {
  const { slug = '' } = useParams()
  const chord = slugToTitle(slug)
  return (
    <PlaceholderPage
      title={`How to play ${chord} on piano`}
      description={`The notes, fingering and sound of the ${chord} chord on piano, with a keyboard diagram.`}
      path={paths.chord.getHref(slug)}
    />
  )
}
