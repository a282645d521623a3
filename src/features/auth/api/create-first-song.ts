import { DEFAULT_SONG } from '@/config/constants'
import { loadPocketBase } from '@/lib/load-pocketbase'

// A first song: 4/4 for an e-mail sign-up, 1/4 for a Google sign-up.
export type FirstSongTimeSignature = '4/4' | '1/4'

// Creates the user's first song unless they have one, so a retried sign-up never makes two.
export async function createFirstSong(
  userId: string,
  timesignature: FirstSongTimeSignature,
): Promise<'created' | 'exists'> {
  const pb = await loadPocketBase()
  const songs = pb.collection('songs')
  const { items } = await songs.getList(1, 1, {
    filter: pb.filter('user = {:userId}', { userId }),
    fields: 'id',
    skipTotal: true,
    requestKey: null,
  })
  if (items.length > 0) return 'exists'
  await songs.create({ ...DEFAULT_SONG, user: userId, timesignature }, { requestKey: null })
  return 'created'
}
