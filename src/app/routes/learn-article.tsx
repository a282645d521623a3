import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom'
import type { Article } from '@/content/article-types'
import { ArticlePage, loadArticle } from '@/features/learn'
import { Component as NotFound } from './not-found'

// Like chord pages, the article comes with the prerendered HTML (src/app/hydration.ts).
export const loader = ({ params }: LoaderFunctionArgs) => loadArticle(params.slug ?? '')

export function Component() {
  const article = useLoaderData() as Article | null
  return article ? <ArticlePage key={article.slug} article={article} /> : <NotFound />
}
