// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { readLastSong, rememberLastSong } from '../last-song'
import { pendingDeletions, SONG_DELETE_UNDO_MS } from '../pending-deletions'
import { deleteSongNow, useDeleteSong } from './delete-song'
import { findSongToOpen } from './song-to-open'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useDeleteSong', () => {
  it('deletes the song only after the undo time, then forgets it as the last song', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Doomed' })
    rememberLastSong('u1', song.id)
    const { result } = renderHook(() => useDeleteSong('u1'), createQueryWrapper())

    result.current(song.id)
    await vi.advanceTimersByTimeAsync(SONG_DELETE_UNDO_MS - 1)
    expect(server.songs.has(song.id)).toBe(true)

    await vi.advanceTimersByTimeAsync(1)
    expect(server.songs.has(song.id)).toBe(false)
    expect(readLastSong('u1')).toBeNull()
  })

  it('keeps the song, untouched and with its id, when undone', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Saved' })
    const { result } = renderHook(() => useDeleteSong('u1'), createQueryWrapper())

    const deletion = result.current(song.id)
    expect(deletion.undo()).toBe(true)
    await vi.advanceTimersByTimeAsync(SONG_DELETE_UNDO_MS * 2)

    expect(server.songs.get(song.id)).toEqual(song)
    expect(server.steps()).not.toContain(`DELETE /api/collections/songs/records/${song.id}`)
  })

  it('brings the song back and reports when the server cannot delete it', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Stays' })
    const onFailed = vi.fn()
    const { result } = renderHook(() => useDeleteSong('u1'), createQueryWrapper())

    result.current(song.id, onFailed)
    server.down()
    await vi.advanceTimersByTimeAsync(SONG_DELETE_UNDO_MS)

    expect(onFailed).toHaveBeenCalledOnce()
    expect(pendingDeletions.ids().has(song.id)).toBe(false)
    expect(server.songs.has(song.id)).toBe(true)
  })
})

describe('deleteSongNow', () => {
  it('counts a song already deleted elsewhere as deleted', async () => {
    const server = fakeSongsServer()

    await expect(deleteSongNow('s00000000000009')).resolves.toBeUndefined()
    expect(server.steps()).toEqual(['DELETE /api/collections/songs/records/s00000000000009'])
  })

  it('fails on any other error', async () => {
    const server = fakeSongsServer()
    const song = server.add()
    server.failNext('DELETE', 500)

    await expect(deleteSongNow(song.id)).rejects.toMatchObject({ status: 500 })
  })
})

describe('findSongToOpen', () => {
  it('opens the last song edited on this device', async () => {
    const server = fakeSongsServer()
    const last = server.add({ name: 'Last' })
    server.add({ name: 'Newer' })
    rememberLastSong('u1', last.id)

    expect(await findSongToOpen('u1')).toEqual({ id: last.id, created: false })
  })

  it('falls back to the most recently changed song when the last one is gone', async () => {
    const server = fakeSongsServer()
    server.add({ name: 'Older' })
    const newer = server.add({ name: 'Newer' })
    rememberLastSong('u1', 's00000000000099')

    expect(await findSongToOpen('u1')).toEqual({ id: newer.id, created: false })
    expect(readLastSong('u1')).toBe(newer.id)
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

  it('does not create a song when the server is unreachable', async () => {
    const server = fakeSongsServer()
    server.down()

    await expect(findSongToOpen('u1')).rejects.toMatchObject({ status: 0 })
    server.up()
    expect(server.songs.size).toBe(0)
  })
})
