// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { readLastSong, rememberLastSong } from '../last-song'
import { pendingDeletions } from '../pending-deletions'
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
    server.add({ name: 'Older' })
    const newest = server.add({ name: 'Newest' })
    rememberLastSong('u1', 'goneaaaaaaaaaaa')

    expect(await findSongToOpen('u1')).toEqual({ id: newest.id, created: false })
    expect(readLastSong('u1')).toBe(newest.id)
  })

  it('skips a song whose deletion is pending', async () => {
    const server = fakeSongsServer()
    const older = server.add({ name: 'Older' })
    const doomed = server.add({ name: 'Doomed' })
    rememberLastSong('u1', doomed.id)
    const deletion = pendingDeletions.schedule(doomed.id, async () => {})

    expect(await findSongToOpen('u1')).toEqual({ id: older.id, created: false })
    deletion.undo()
  })

  it('creates a first song when the user has none', async () => {
    const server = fakeSongsServer({ instrument: 1 })

    const opened = await findSongToOpen('u1')

    expect(opened.created).toBe(true)
    expect(server.songs.get(opened.id)).toMatchObject({ name: 'New song', instrument: 1 })
    expect(readLastSong('u1')).toBe(opened.id)
  })

  it('without a last song, the server’s failure stands: nothing to open, nothing created', async () => {
    const server = fakeSongsServer()
    server.down()

    await expect(findSongToOpen('u1')).rejects.toMatchObject({ status: 0 })
    server.up()
    expect(server.songs.size).toBe(0)
  })
})
