// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeSongsServer, songRecordContent } from '@/testing/fake-songs-server'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { readLastSong } from '../last-song'
import { copySharedSong, copySong, SharedSongGoneError, useCopySong } from './copy-song'
import type { SharedSong } from './get-shared-song'

const content = songRecordContent()

const shared: SharedSong = {
  id: 'theirsongaaaaaa',
  slug: 'AbCdEfGhIjKlMnOpQrStUv',
  updated: '2026-01-01 00:00:00.000Z',
  ownerId: 'owner',
  fields: {
    id: 'theirsongaaaaaa',
    user: 'owner',
    share_slug: 'AbCdEfGhIjKlMnOpQrStUv',
    created: '2026-01-01 00:00:00.000Z',
    collectionId: 'songscollection',
    ...content,
  },
}

describe('copySong', () => {
  it('creates the reader’s own unshared song with the shared song’s content only', async () => {
    const server = fakeSongsServer({ userId: 'reader' })

    const copy = await copySong(shared, 'reader')

    expect(server.requests[0]?.body).toEqual({
      ...content,
      user: 'reader',
      share_slug: '',
    })
    expect(copy).toMatchObject({ name: 'Late Train', shared: false })
    expect(copy.id).not.toBe(shared.id)
  })

  it('copies a community listing’s content only: not its author, likes or source song', async () => {
    const server = fakeSongsServer({ userId: 'reader' })
    const listing = {
      id: 'listingaaaaaaaa',
      song_id: 'theirsongaaaaaa',
      author: 'owner',
      author_name: 'Owner',
      likes: 12,
      collectionName: 'community_songs',
      ...shared.fields,
    }

    await copySong({ fields: listing }, 'reader')

    expect(server.requests[0]?.body).toEqual({
      ...content,
      user: 'reader',
      share_slug: '',
    })
  })

  it('makes the copy the song /write opens next', async () => {
    fakeSongsServer({ userId: 'reader' })
    const { result } = renderHook(() => useCopySong('reader'), createQueryWrapper())

    const copy = await result.current.mutateAsync(shared)

    expect(readLastSong('reader')).toBe(copy.id)
  })
})

describe('copySharedSong', () => {
  it('copies what is shared under the slug now', async () => {
    const server = fakeSongsServer({ userId: 'owner' })
    server.add({ name: 'Shared now', share_slug: shared.slug, bpm: 100 })

    const copy = await copySharedSong(shared.slug, 'reader')

    expect(server.songs.get(copy.id)).toMatchObject({
      name: 'Shared now',
      bpm: 100,
      user: 'reader',
      share_slug: '',
    })
  })

  it('fails, creating nothing, when the song is no longer shared', async () => {
    const server = fakeSongsServer({ userId: 'owner' })

    await expect(copySharedSong(shared.slug, 'reader')).rejects.toBeInstanceOf(SharedSongGoneError)
    expect(server.steps()).toEqual(['GET /api/collections/songs/records'])
  })
})
