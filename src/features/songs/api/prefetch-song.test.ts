import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { PREFETCH_FRESH_MS, prefetchSong, takePrefetchedSong } from './prefetch-song'

const record = { id: 'song1', updated: '2026-11-26 10:00:00.000Z', name: 'Late Train' }

afterEach(() => {
  vi.restoreAllMocks()
})

function stubGetOne(answer: () => Promise<unknown>) {
  const getOne = vi.fn(answer)
  vi.spyOn(pb, 'collection').mockReturnValue({ getOne } as never)
  return getOne
}

describe('prefetchSong', () => {
  it('asks once, without the SDK cancelling it, and hands the answer over once', async () => {
    const getOne = stubGetOne(async () => record)
    prefetchSong('song1', 1000)

    expect(getOne).toHaveBeenCalledWith('song1', { requestKey: null })
    await expect(takePrefetchedSong('song1', 1500)).resolves.toEqual(record)
    expect(takePrefetchedSong('song1', 1500)).toBeUndefined()
  })

  it('keeps it from another song, and from a read that comes too late', () => {
    stubGetOne(async () => record)
    prefetchSong('song1', 1000)
    expect(takePrefetchedSong('song2', 1500)).toBeUndefined()
    expect(takePrefetchedSong('song1', 1000 + PREFETCH_FRESH_MS)).toBeUndefined()
  })

  it('hands a failure to the one who takes it, and leaves none unhandled before then', async () => {
    stubGetOne(async () => {
      throw new Error('offline')
    })
    prefetchSong('song1', 1000)
    await expect(takePrefetchedSong('song1', 1001)).rejects.toThrow('offline')
  })
})
