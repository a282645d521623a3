import { useCallback, useEffect, useRef, useState } from 'react'
import type { Engine } from '@/audio/engine'
import { claimPlayer, getPlayer, onPlayerEvent, playerOwner } from './player'

export type PlayerStatus = 'stopped' | 'loading' | 'playing' | 'error'

/**
 * The page's one player, seen from one component: its status and the bar being heard while this
 * component owns it. `start` must be called inside the click: it makes the audio context first.
 */
export function usePlayer() {
  const [status, setStatus] = useState<PlayerStatus>('stopped')
  const [bar, setBar] = useState<number | null>(null)
  const id = useRef(Symbol('player owner'))
  const engine = useRef<Engine | undefined>(undefined)
  // Bumped by every start and stop: what an older start reports changes nothing.
  const run = useRef(0)
  const active = useRef(false)

  useEffect(
    () =>
      onPlayerEvent((event) => {
        // A bar reported after Stop belongs to a play that is over.
        const mine = playerOwner() === id.current && active.current
        if (event.type === 'owner' && playerOwner() !== id.current) {
          active.current = false
          run.current += 1
          setStatus('stopped')
          setBar(null)
        } else if (mine && event.type === 'bar') {
          // A bar heard means the music has started, whatever the start call still awaits.
          setStatus('playing')
          setBar(event.bar)
        } else if (mine && event.type === 'end') {
          setStatus('stopped')
          setBar(null)
        }
      }),
    [],
  )

  useEffect(
    () => () => {
      if (playerOwner() !== id.current) return
      engine.current?.stop()
      claimPlayer(undefined)
    },
    [],
  )

  const start = useCallback(async (perform: (engine: Engine) => Promise<void>) => {
    const pending = getPlayer()
    const mine = ++run.current
    claimPlayer(id.current)
    active.current = true
    setStatus('loading')
    setBar(null)
    try {
      const loaded = await pending
      engine.current = loaded
      if (mine !== run.current) return
      await perform(loaded)
      if (mine === run.current) setStatus('playing')
    } catch {
      if (mine === run.current) setStatus('error')
    }
  }, [])

  const stop = useCallback(() => {
    run.current += 1
    active.current = false
    engine.current?.stop()
    setStatus('stopped')
    setBar(null)
  }, [])

  /** Marks the sound finished (a chord that has rung out) unless another start came since. */
  const finished = useCallback(() => {
    setStatus((current) => (current === 'playing' ? 'stopped' : current))
  }, [])

  return { status, bar, start, stop, finished, engine }
}
