import { useMemo } from 'react'
import { useParams } from 'react-router-dom'
import { ChordPage, chordPageDataForSlug } from '@/features/learn'
import { Component as NotFound } from './not-found'

export function Component() {
  const { slug = '' } = useParams()
  // Computed from the slug alone, so the prerendered page and the hydrated one are the same.
  const data = useMemo(() => chordPageDataForSlug(slug), [slug])
  return data ? <ChordPage key={slug} data={data} /> : <NotFound />
}
