import { queryOptions } from '@tanstack/react-query'
import { getSharedSong, type SharedSong } from '@/features/songs'
import { decodeSong } from '@/song/decode'
import type { SongDocument } from '@/song/types'

/** A shared song as the read-only view shows it: decoded, with what had to be repaired. */
export type SharedSongView = SharedSong & { document: SongDocument; problems: string[] }

/** The song shared under `slug` through the decoder, or null when there is none. */
export async function getSharedSongView(slug: string): Promise<SharedSongView | null> {
  const shared = await getSharedSong(slug)
  return shared && { ...shared, ...decodeSong(shared.fields) }
}

export const sharedSongViewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['shared-song', slug, 'view'],
    queryFn: () => getSharedSongView(slug),
  })
