import { describe, expect, it } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { updateSongFields } from './update-song-fields'

describe('updateSongFields', () => {
  it('saves on the revision stored now', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Old' })
    server.editElsewhere(song.id, { bpm: 90 })

    await updateSongFields(song.id, { name: 'New' })

    expect(server.patches()).toEqual([{ name: 'New', revision: 1 }])
    expect(server.songs.get(song.id)).toMatchObject({ name: 'New', bpm: 90, revision: 2 })
  })

  it('reads the revision again when a save slipped in between, and gives up after three', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Old' })
    server.failNext('PATCH', 409)

    await updateSongFields(song.id, { name: 'New' })
    expect(server.patches()).toHaveLength(2)

    for (let n = 0; n < 3; n += 1) server.failNext('PATCH', 409)
    await expect(updateSongFields(song.id, { name: 'Newer' })).rejects.toMatchObject({
      status: 409,
    })
  })
})
