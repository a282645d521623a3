export type { ChordPageData } from './chord-page-data'

/** A chord page's data, or null for an unknown slug; the music theory loads in its own chunk. */
export async function loadChordPageData(slug: string) {
  const { chordPageDataForSlug } = await import('./chord-page-data')
  return chordPageDataForSlug(slug) ?? null
}
export { loadArticle } from './article-bodies'
export { ArticlePage } from './components/article-page'
export { ChordPage } from './components/chord-page'
export { LearnIndexPage } from './components/learn-index-page'
