// Seeds the community so a fresh `npm start` shows it full: the author's demo songs published,
// the first one liked. Safe to run again: it creates only what is missing.
import type PocketBase from 'pocketbase'
import { demoSongs } from './demo-users.ts'

export async function seedCommunity(pb: PocketBase, authorId: string, likerId: string) {
  const names = new Set(demoSongs.map((song) => song.name))
  const songs = await pb.collection('songs').getFullList({
    filter: pb.filter('user = {:authorId}', { authorId }),
    sort: 'created',
  })
  const listingIds: string[] = []
  for (const song of songs.filter((song) => names.has(song.name))) {
    listingIds.push(await publish(pb, song.id))
  }
  const liked = listingIds[0]
  if (liked) await like(pb, liked, likerId)
}

// An admin publishes on the owner's behalf; the hook copies the song and its author.
async function publish(pb: PocketBase, songId: string): Promise<string> {
  const listings = pb.collection('community_songs')
  const { items } = await listings.getList(1, 1, {
    filter: pb.filter('song_id = {:songId}', { songId }),
  })
  const existing = items[0]
  return existing ? existing.id : (await listings.create({ song_id: songId })).id
}

async function like(pb: PocketBase, song: string, user: string) {
  const likes = pb.collection('community_likes')
  const { totalItems } = await likes.getList(1, 1, {
    filter: pb.filter('song = {:song} && user = {:user}', { song, user }),
  })
  if (totalItems === 0) await likes.create({ song, user })
}
