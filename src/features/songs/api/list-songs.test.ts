// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIST_PAGE_SIZE } from '@/lib/pocketbase'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { pendingDeletions } from '../pending-deletions'
import { listSongs, useSongs } from './list-songs'

afterEach(() => {
  vi.useRealTimers()
})

describe('listSongs', () => {
  it('asks for the user’s songs, newest first, 30 a page, without their bars', async () => {
    const server = fakeSongsServer()
    server.add({ name: 'Older', tags: ['rock'], share_slug: '' })
    server.add({ name: 'Newer', tags: null, share_slug: 'x'.repeat(22) })

    const page = await listSongs({ userId: 'u1', search: '  rock ' })

    const query = server.requests[0]?.query
    expect(query?.get('filter')).toBe("user = 'u1' && (name ~ 'rock' || tags ~ 'rock')")
    expect(query?.get('sort')).toBe('-updated')
    expect(query?.get('perPage')).toBe(String(LIST_PAGE_SIZE))
    expect(query?.get('fields')).not.toContain('tablecontent')
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        name: 'Newer',
        tags: [],
        updated: expect.any(String),
        shared: true,
      },
      {
        id: expect.any(String),
        name: 'Older',
        tags: ['rock'],
        updated: expect.any(String),
        shared: false,
      },
    ])
  })

  it('pages through more than 30 songs', async () => {
    const server = fakeSongsServer()
    for (let n = 0; n < 31; n += 1) server.add({ name: `Song ${n}` })

    const second = await listSongs({ userId: 'u1', page: 2 })

    expect(second).toMatchObject({ page: 2, totalPages: 2, totalItems: 31 })
    expect(second.items.map((song) => song.name)).toEqual(['Song 0'])
  })
})

describe('useSongs', () => {
  it('leaves out a song whose deletion can still be undone, and shows it again on undo', async () => {
    const server = fakeSongsServer()
    const keep = server.add({ name: 'Keep' })
    const doomed = server.add({ name: 'Doomed' })
    const { result } = renderHook(() => useSongs({ userId: 'u1' }), createQueryWrapper())
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2))

    const deletion = pendingDeletions.schedule(doomed.id, async () => {})
    await waitFor(() => expect(result.current.data?.items.map((s) => s.id)).toEqual([keep.id]))

    deletion.undo()
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2))
  })

  it('asks nothing while no user is known', () => {
    const server = fakeSongsServer()
    renderHook(() => useSongs({ userId: '' }), createQueryWrapper())

    expect(server.requests).toEqual([])
  })
})
