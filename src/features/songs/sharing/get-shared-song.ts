import { queryOptions } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { isShareSlug, SHARE_SLUG_HEADER } from './share-slug'

/**
 * A song someone shared, as stored: `fields` is the raw record for the editor's decoder
 * (decodeSong), which the shared view passes it through.
 */
export type SharedSong = {
  id: string
  slug: string
  updated: string
  ownerId: string
  fields: Record<string, unknown>
}

/** The song shared under `slug`, or null when there is none (never was, or sharing stopped). */
export async function getSharedSong(slug: string): Promise<SharedSong | null> {
  // A slug the server could never have given out is not worth a request.
  if (!isShareSlug(slug)) return null
  const { items } = await pb.collection('songs').getList(1, 1, {
    // Asked as a visitor (no token), so the list holds the shared song and none of one's own;
    // no filter or sort either: the rules answer no slug request that has one.
    headers: { [SHARE_SLUG_HEADER]: slug, Authorization: '' },
    skipTotal: true,
    requestKey: null,
  })
  const record = items[0]
  if (!record || record.share_slug !== slug) return null
  return {
    id: record.id,
    slug,
    updated: typeof record.updated === 'string' ? record.updated : '',
    ownerId: typeof record.user === 'string' ? record.user : '',
    fields: record,
  }
}

// Not retried: a link that names no shared song says so at once.
export const sharedSongQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['shared-song', slug],
    queryFn: () => getSharedSong(slug),
    retry: false,
  })
