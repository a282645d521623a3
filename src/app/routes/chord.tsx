import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router-dom'
import { NotFound } from '@/app/lazy-not-found'
import { ChordPage, type ChordPageData, loadChordPageData } from '@/features/learn'

// The page's data comes with its prerendered HTML (src/app/hydration.ts); a visit from another
// page computes it here, in a chunk of its own.
export const loader = ({ params }: LoaderFunctionArgs) => loadChordPageData(params.slug ?? '')

export function Component() {
  const { slug } = useParams()
  const data = useLoaderData() as ChordPageData | null
  return data ? <ChordPage key={slug} data={data} /> : <NotFound />
}
