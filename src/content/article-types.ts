// What the build (scripts/vite/learn-articles.ts) makes of each markdown article.

export const ARTICLE_CATEGORIES = [
  'chords',
  'progressions',
  'keys',
  'rhythm',
  'songwriting',
] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

export type ArticleMeta = {
  slug: string
  title: string
  description: string
  category: ArticleCategory
  /** Chord pages the article links to, in order of first mention. */
  chordSlugs: string[]
  readingMinutes: number
}

/** A heading of the article's body: its text, and the id of its element for links to it. */
export type ArticleHeading = { id: string; text: string }

/** An article with its body as HTML, made safe at build time. */
export type Article = ArticleMeta & { html: string; headings: ArticleHeading[] }
