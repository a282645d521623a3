import { useCallback, useEffect, useRef } from 'react'
import type { PlayMode } from '@/audio/sampled-piano'
import { type PlayerStatus as Status, usePlayer } from '@/lib/use-player'

export type PlayerStatus = 'idle' | Exclude<Status, 'stopped'>

/** Plays chords on the page's player (its sampled piano); the audio loads on the first press. */
export function useChordPlayer() {
  const player = usePlayer()
  const { start, finished } = player
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const play = useCallback(
    (notes: number[], mode: PlayMode) => {
      clearTimeout(timer.current)
      return start(async (engine) => {
        const { seconds } = await engine.playChord(notes, mode)
        timer.current = setTimeout(finished, seconds * 1000)
      })
    },
    [start, finished],
  )

  const status: PlayerStatus = player.status === 'stopped' ? 'idle' : player.status
  return { status, play }
}
