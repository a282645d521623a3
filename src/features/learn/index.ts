import type { Article } from '@/content/article-types'

export type { ChordPageData } from './chord-page-data'

/** A chord page's data, or null for an unknown slug; the music theory loads in its own chunk. */
export async function loadChordPageData(slug: string) {
  const { chordPageDataForSlug } = await import('./chord-page-data')
  return chordPageDataForSlug(slug) ?? null
}
export { ArticlePage } from './components/article-page'
export { ChordPage } from './components/chord-page'
export { LearnIndexPage } from './components/learn-index-page'

// Each article's body is a chunk of its own (see scripts/vite/learn-articles.ts).
const articleBodies = import.meta.glob<{ default: Article }>('../../content/articles/*.md')

/** An article, or null when no article has this slug. */
export async function loadArticle(slug: string): Promise<Article | null> {
  const load = articleBodies[`../../content/articles/${slug}.md`]
  return load ? (await load()).default : null
}
