import type { RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { Article } from '@/content/article-types'
import { ARTICLE_SLUGS } from '@/content/articles/article-slugs'
import type { ArticleHandle } from './routes/learn-article'

type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'handle'>
type Page = (path: string, load: () => Promise<RouteModule>) => RouteObject

// Each article's body is its own chunk, loaded with the article page's code.
const bodies = import.meta.glob<{ default: Article }>('../content/articles/*.md')

/**
 * One route per article, so the page renders its article at once (in the prerender too) and an
 * unknown /learn/… path falls through to the not-found page.
 */
export function articleRoutes(page: Page): RouteObject[] {
  return ARTICLE_SLUGS.map((slug) =>
    page(paths.learnArticle.getHref(slug), async () => {
      const loadBody = bodies[`../content/articles/${slug}.md`]
      if (!loadBody) throw new Error(`No article file for ${slug}`)
      const [route, body] = await Promise.all([import('./routes/learn-article'), loadBody()])
      const handle: ArticleHandle = { article: body.default }
      return { ...route, handle }
    }),
  )
}
