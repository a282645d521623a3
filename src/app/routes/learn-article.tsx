import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom'
import { NotFound } from '@/app/lazy-not-found'
import type { Article } from '@/content/article-types'
import { ArticlePage, loadArticle } from '@/features/learn'

// Like chord pages, the article comes with the prerendered HTML (src/app/hydration.ts).
export const loader = ({ params }: LoaderFunctionArgs) => loadArticle(params.slug ?? '')

export function Component() {
  const article = useLoaderData() as Article | null
  return article ? <ArticlePage key={article.slug} article={article} /> : <NotFound />
}
