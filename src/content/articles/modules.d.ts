// Made by the build from the markdown files (scripts/vite/learn-articles.ts).
declare module 'virtual:learn-articles' {
  import type { ArticleMeta } from '@/content/article-types'
  /** Every article's title, description and chord links, in reading order. */
  export const articles: ArticleMeta[]
}

declare module '*.md' {
  import type { Article } from '@/content/article-types'

  const article: Article
  export default article
}
