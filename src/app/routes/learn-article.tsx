import { useParams } from 'react-router-dom'
import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'
import { slugToTitle } from './slug-title'

export function Component() {
  const { slug = '' } = useParams()
  return (
    <PlaceholderPage
      title={slugToTitle(slug) || 'Learn'}
      description="A Songpad guide to chords and songwriting."
      path={paths.learnArticle.getHref(slug)}
    />
  )
}
