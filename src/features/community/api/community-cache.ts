import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type CommunityRecord, type CommunitySong, toCommunitySong } from '../types'
import { type CommunitySongDetail, communitySongQueryOptions, toDetail } from './get-community-song'
import { myLikesQueryOptions } from './get-my-likes'
import { type CommunityPage, communityListsKey } from './list-community-songs'

type Lists = InfiniteData<CommunityPage, number>

// Changes one listing wherever it is cached (every list page and its own page); null removes it.
function patchListing(
  client: QueryClient,
  id: string,
  patch: (song: CommunitySong) => CommunitySong | null,
) {
  client.setQueriesData<Lists>({ queryKey: communityListsKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((song) => (song.id === id ? (patch(song) ?? []) : [song])),
          })),
        }
      : data,
  )
}

/** The server's like count for a listing, everywhere it shows. */
export function setLikes(client: QueryClient, id: string, likes: number) {
  patchListing(client, id, (song) => ({ ...song, likes }))
  client.setQueryData<CommunitySongDetail | null>(communitySongQueryOptions(id).queryKey, (old) =>
    old ? { song: { ...old.song, likes }, fields: { ...old.fields, likes } } : old,
  )
}

/** Whether the user likes a listing (its like's id), as the server now has it. */
export function setMyLike(client: QueryClient, userId: string, id: string, likeId: string | null) {
  client.setQueryData(myLikesQueryOptions(userId).queryKey, (old) => {
    const { [id]: _dropped, ...rest } = old ?? {}
    return likeId ? { ...rest, [id]: likeId } : rest
  })
}

/** A listing as the server sent it (a realtime update: an edit of its song, a new like count). */
export function replaceListing(client: QueryClient, record: CommunityRecord) {
  const song = toCommunitySong(record)
  patchListing(client, record.id, () => song)
  client.setQueryData<CommunitySongDetail | null>(
    communitySongQueryOptions(record.id).queryKey,
    (old) => (old ? toDetail({ ...old.fields, ...record }) : old),
  )
}

/** A listing that was unpublished, gone from every list. */
export function removeFromLists(client: QueryClient, id: string) {
  patchListing(client, id, () => null)
}

/** A listing unpublished elsewhere: gone from every list, and its page says so. */
export function removeListing(client: QueryClient, id: string) {
  removeFromLists(client, id)
  client.setQueryData(communitySongQueryOptions(id).queryKey, null)
}
