// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { readLastSong, rememberLastSong } from '../last-song'
import { pendingDeletions, SONG_DELETE_UNDO_MS } from '../pending-deletions'
import { deleteSongNow, useDeleteSong } from './delete-song'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
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
