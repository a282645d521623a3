import type { InfiniteData } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryWrapper } from '@/testing/query-wrapper'
import type { CommunityPage } from '../api/list-community-songs'
import { communityListsKey } from '../api/list-community-songs'
import { toCommunitySong } from '../types'
import { useCommunityLive } from './use-community-live'

type Listener = (event: {
  action: string
  record: { id: string; [field: string]: unknown }
}) => void

const realtime = vi.hoisted(() => ({
  listener: undefined as Listener | undefined,
  topic: '',
  unsubscribe: vi.fn(async () => {}),
  failWith: undefined as unknown,
}))

vi.mock('@/lib/pocketbase', () => ({
  pb: {
    collection: (name: string) => ({
      subscribe: async (topic: string, listener: Listener) => {
        if (realtime.failWith) throw realtime.failWith
        realtime.topic = `${name}/${topic}`
        realtime.listener = listener
        return realtime.unsubscribe
      },
    }),
  },
}))

const listKey = [...communityListsKey, { q: '', tag: '', instrument: '', sort: 'newest' }]
const cached = (ids: string[]): InfiniteData<CommunityPage, number> => ({
  pageParams: [1],
  pages: [
    {
      items: ids.map((id) => toCommunitySong({ id, name: id, likes: 0 })),
      page: 1,
      totalPages: 1,
      totalItems: ids.length,
    },
  ],
})

beforeEach(() => {
  realtime.listener = undefined
  realtime.failWith = undefined
  realtime.unsubscribe.mockClear()
})

describe('useCommunityLive', () => {
  it('subscribes on mount and unsubscribes on unmount', async () => {
    const { unmount } = renderHook(() => useCommunityLive(), createQueryWrapper())
    await waitFor(() => expect(realtime.topic).toBe('community_songs/*'))

    unmount()

    expect(realtime.unsubscribe).toHaveBeenCalledOnce()
  })

  it('counts songs published elsewhere and refreshes the lists', async () => {
    const { client, wrapper } = createQueryWrapper()
    client.setQueryData(listKey, cached(['a']))
    const { result } = renderHook(() => useCommunityLive(), { wrapper })
    await waitFor(() => expect(realtime.listener).toBeDefined())

    act(() => realtime.listener?.({ action: 'create', record: { id: 'b' } }))

    expect(result.current.newSongs).toBe(1)
    expect(result.current.newIds.has('b')).toBe(true)
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true)
  })

  it('shows a like or an edit, and drops an unpublished song, where they are cached', async () => {
    const { client, wrapper } = createQueryWrapper()
    client.setQueryData(listKey, cached(['a', 'b']))
    renderHook(() => useCommunityLive(), { wrapper })
    await waitFor(() => expect(realtime.listener).toBeDefined())

    act(() => realtime.listener?.({ action: 'update', record: { id: 'a', name: 'New', likes: 4 } }))
    act(() => realtime.listener?.({ action: 'delete', record: { id: 'b' } }))

    const items = client.getQueryData<InfiniteData<CommunityPage>>(listKey)?.pages[0]?.items
    expect(items?.map((song) => [song.id, song.name, song.likes])).toEqual([['a', 'New', 4]])
  })

  it('says why when realtime cannot connect (in the product’s words)', async () => {
    realtime.failWith = Object.assign(new Error('Something went wrong.'), {
      originalError: new Error('EventSource connect took too long.'),
    })
    const { result } = renderHook(() => useCommunityLive(), createQueryWrapper())

    await waitFor(() => expect(result.current.problem).toBe('EventSource connect took too long.'))
  })
})
