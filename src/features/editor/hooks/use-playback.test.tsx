import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { testSong } from '../state/test-song'
import { usePlayback } from './use-playback'

// The engine as the hook sees it: what it was asked to load and play, and its bar callback.
const engine = vi.hoisted(() => {
  const calls: { loaded: string[]; played: { countIn?: boolean; fromBar?: number }[] } = {
    loaded: [],
    played: [],
  }
  let onBar: (bar: number) => void = () => {}
  return {
    calls,
    barReached: (bar: number) => onBar(bar),
    fake: {
      load: async (instrument: string) => {
        calls.loaded.push(instrument)
      },
      play: async (_events: unknown, options: { countIn?: boolean; fromBar?: number }) => {
        calls.played.push(options)
      },
      stop: () => {},
      setBpm: () => {},
      onBar: (callback: (bar: number) => void) => {
        onBar = callback
        return () => {}
      },
      onEnd: () => () => {},
    },
  }
})
vi.mock('@/audio/engine', () => ({ createEngine: () => engine.fake }))

describe('usePlayback', () => {
  it('plays another instrument or key from the bar playing, at once and without a count-in', async () => {
    const song = testSong()
    const { result, rerender } = renderHook(
      ({ doc, transpose }: { doc: SongDocument; transpose: number }) => usePlayback(doc, transpose),
      { initialProps: { doc: song, transpose: 0 } },
    )
    act(() => result.current.setSettings((s) => ({ ...s, countIn: true })))
    await act(() => result.current.play({}))
    expect(result.current.state).toBe('playing')
    expect(engine.calls.played.at(-1)?.countIn).toBe(true)
    // The third bar played: the verse's third bar.
    act(() => engine.barReached(2))
    expect(result.current.playingBar).toEqual({ section: 0, bar: 2 })

    rerender({ doc: { ...song, instrument: 2 }, transpose: 0 })
    await waitFor(() => expect(engine.calls.played).toHaveLength(2))
    expect(engine.calls.loaded.at(-1)).toBe(2)
    expect(engine.calls.played.at(-1)).toMatchObject({ countIn: false, fromBar: 2 })

    rerender({ doc: { ...song, instrument: 2 }, transpose: 3 })
    await waitFor(() => expect(engine.calls.played).toHaveLength(3))
    expect(result.current.events.current[0]?.midi).not.toEqual(
      (await import('../playback-plan')).playbackEvents(song, { transpose: 0 })[0]?.midi,
    )
  })

  it('changes nothing for a song that is not playing', async () => {
    engine.calls.played.length = 0
    const song = testSong()
    const { rerender } = renderHook(
      ({ doc, transpose }: { doc: SongDocument; transpose: number }) => usePlayback(doc, transpose),
      { initialProps: { doc: song, transpose: 0 } },
    )
    rerender({ doc: { ...song, instrument: 1 }, transpose: 2 })
    await act(async () => {})
    expect(engine.calls.played).toHaveLength(0)
  })
})
