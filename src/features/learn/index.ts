export { type ChordPageData, chordPageDataForSlug } from './chord-page-data'
export { ArticlePage } from './components/article-page'
export { ChordPage } from './components/chord-page'
export { LearnIndexPage } from './components/learn-index-page'
