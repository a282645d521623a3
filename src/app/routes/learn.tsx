import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Learn"
      heading="Learn chords and songwriting"
      description="Guides to piano chords, progressions and song structure, written for songwriters who want to play what they hear."
      path={paths.learn.getHref()}
    />
  )
}
