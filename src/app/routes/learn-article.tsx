import { useMatches } from 'react-router-dom'
import type { Article } from '@/content/article-types'
import { ArticlePage } from '@/features/learn'
import { Component as NotFound } from './not-found'

/** What src/app/article-routes.ts puts on each article's route. */
export type ArticleHandle = { article: Article }

const isArticleHandle = (handle: unknown): handle is ArticleHandle =>
  typeof handle === 'object' && handle !== null && 'article' in handle

export function Component() {
  const article = useMatches().find((match) => isArticleHandle(match.handle))?.handle as
    | ArticleHandle
    | undefined
  return article ? <ArticlePage article={article.article} /> : <NotFound />
}
