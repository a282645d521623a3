import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Write"
      heading="Your song editor"
      description="Write songs as chords and labels, set the tempo, time signature and instrument, and hear your ideas as you go."
      path={paths.write.getHref()}
    />
  )
}
