import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { type CommunityRecord, type CommunitySong, toCommunitySong } from '../types'
import { isNotFound } from './server-errors'

/** A listing to open: `fields` is the raw record, which the song view reads through its decoder. */
export type CommunitySongDetail = { song: CommunitySong; fields: CommunityRecord }

// PocketBase's ids; anything else was never published and is not worth a request.
const RECORD_ID = /^[a-z0-9]{15}$/

export const toDetail = (record: CommunityRecord): CommunitySongDetail => ({
  song: toCommunitySong(record),
  fields: record,
})

/** The listing, or null when there is none (never published, or unpublished since). */
export async function getCommunitySong(id: string): Promise<CommunitySongDetail | null> {
  if (!RECORD_ID.test(id)) return null
  try {
    const record = await pb
      .collection('community_songs')
      .getOne<CommunityRecord>(id, { requestKey: null })
    return toDetail(record)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

export const communitySongQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['community', 'song', id], queryFn: () => getCommunitySong(id) })

export function useCommunitySong(id: string) {
  return useQuery(communitySongQueryOptions(id))
}
