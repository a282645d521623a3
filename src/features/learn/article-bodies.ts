import type { Article } from '@/content/article-types'

// Each article's body is a chunk of its own (see scripts/vite/learn-articles.ts); this map of them
// lives apart from the feature's other exports, so only the article route carries it.
const articleBodies = import.meta.glob<{ default: Article }>('../../content/articles/*.md')

/** An article, or null when no article has this slug. */
export async function loadArticle(slug: string): Promise<Article | null> {
  const load = articleBodies[`../../content/articles/${slug}.md`]
  return load ? (await load()).default : null
}
