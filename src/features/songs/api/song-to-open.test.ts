// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { readLastSong, rememberLastSong } from '../last-song'
import { findSongToOpen } from './song-to-open'

describe('findSongToOpen', () => {
  it('opens the last song edited on this device while it is still there', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Last' })
    server.add({ name: 'Newer elsewhere' })
    rememberLastSong('u1', song.id)

    expect(await findSongToOpen('u1')).toEqual({ id: song.id, created: false })
  })

  it('opens the last song edited here when the server cannot be reached (the device has it)', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Last' })
    rememberLastSong('u1', song.id)
    server.down()

    expect(await findSongToOpen('u1')).toEqual({ id: song.id, created: false })
  })

  it('forgets a last song the server no longer has, and opens the newest', async () => {
    const server = fakeSongsServer()
    const newest = server.add({ name: 'Newest' })
    rememberLastSong('u1', 'goneaaaaaaaaaaa')

    expect(await findSongToOpen('u1')).toEqual({ id: newest.id, created: false })
    expect(readLastSong('u1')).toBe(newest.id)
  })

  it('without a last song, the server’s failure stands (nothing to open)', async () => {
    const server = fakeSongsServer()
    server.down()

    await expect(findSongToOpen('u1')).rejects.toThrow()
  })
})
