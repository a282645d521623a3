import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { playbackEvents } from '../playback-plan'
import { testSong } from '../state/test-song'
import { usePlayback } from './use-playback'

type Update = { events: { midi: number[] }[]; change: { instrument?: number } }

// The engine as the hook sees it: what it was asked to play and to change while playing.
const engine = vi.hoisted(() => {
  const calls: { played: { countIn?: number }[]; updates: Update[] } = { played: [], updates: [] }
  let onBar: (bar: number) => void = () => {}
  return {
    calls,
    barReached: (bar: number) => onBar(bar),
    fake: {
      load: async () => {},
      play: async (_events: unknown, options: { countIn?: number }) => {
        calls.played.push(options)
      },
      update: async (events: Update['events'], change: Update['change']) => {
        calls.updates.push({ events, change })
      },
      stop: () => {},
      setBpm: () => {},
      setMix: () => {},
      onBar: (callback: (bar: number) => void) => {
        onBar = callback
        return () => {}
      },
      onEnd: () => () => {},
    },
  }
})
vi.mock('@/audio/engine', () => ({ createEngine: () => engine.fake }))

beforeEach(() => {
  vi.stubGlobal('AudioContext', class {})
  engine.calls.played.length = 0
  engine.calls.updates.length = 0
})
afterEach(() => vi.unstubAllGlobals())

const render = (song: SongDocument) =>
  renderHook(
    ({ doc, transpose }: { doc: SongDocument; transpose: number }) => usePlayback(doc, transpose),
    { initialProps: { doc: song, transpose: 0 } },
  )

describe('usePlayback', () => {
  it('plays another instrument or key from the next beat, without stopping or a second count-in', async () => {
    const song = testSong()
    const { result, rerender } = render(song)
    act(() => result.current.setSettings((s) => ({ ...s, countIn: 1 })))
    await act(() => result.current.play({}))
    expect(result.current.state).toBe('playing')
    expect(engine.calls.played).toEqual([expect.objectContaining({ countIn: 1 })])
    // The third bar played: the verse's third bar.
    act(() => engine.barReached(2))
    expect(result.current.playingBar).toEqual({ section: 0, bar: 2 })

    rerender({ doc: { ...song, instrument: 2 }, transpose: 0 })
    await waitFor(() => expect(engine.calls.updates).toHaveLength(1))
    expect(engine.calls.updates[0]?.change.instrument).toBe(2)

    rerender({ doc: { ...song, instrument: 2 }, transpose: 3 })
    await waitFor(() => expect(engine.calls.updates).toHaveLength(2))
    const ukulele = { ...song, instrument: 2 as const }
    const heard = engine.calls.updates[1]?.events[0]?.midi
    expect(heard).toEqual(playbackEvents(ukulele, { transpose: 3 })[0]?.midi)
    expect(heard).not.toEqual(playbackEvents(ukulele, { transpose: 0 })[0]?.midi)
    // Never started again: no second count-in.
    expect(engine.calls.played).toHaveLength(1)
  })

  it('changes nothing for a song that is not playing', async () => {
    const song = testSong()
    const { rerender } = render(song)
    rerender({ doc: { ...song, instrument: 1 }, transpose: 2 })
    await act(async () => {})
    expect(engine.calls.played).toHaveLength(0)
    expect(engine.calls.updates).toHaveLength(0)
  })
})
