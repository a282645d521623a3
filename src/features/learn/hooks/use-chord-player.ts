import { useCallback, useEffect, useRef, useState } from 'react'
import type { PlayMode, SampledPiano } from '@/audio/sampled-piano'

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'error'

type AudioContextClass = typeof AudioContext

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari names it webkitAudioContext.
  const w = window as unknown as {
    AudioContext?: AudioContextClass
    webkitAudioContext?: AudioContextClass
  }
  return w.AudioContext ?? w.webkitAudioContext
}

// One piano for the whole page, so every Play button shares its context and its samples.
let piano: Promise<SampledPiano> | undefined

function sharedPiano(Context: AudioContextClass): Promise<SampledPiano> {
  if (!piano) {
    // Made inside the press, as mobile browsers require.
    const context = new Context()
    piano = import('@/audio/sampled-piano').then(({ SampledPiano }) => new SampledPiano(context))
    // A failed first load is tried again on the next press.
    piano.catch(() => {
      piano = undefined
    })
  }
  return piano
}

/** Plays chords on the sampled piano; the audio code and samples load on the first press only. */
export function useChordPlayer() {
  const [status, setStatus] = useState<PlayerStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const play = useCallback(async (notes: number[], mode: PlayMode) => {
    clearTimeout(timer.current)
    const Context = audioContextClass()
    if (!Context) {
      setStatus('error')
      return
    }
    setStatus('loading')
    try {
      const instrument = await sharedPiano(Context)
      const { startsAt, endsAt } = await instrument.playChord(notes, { mode })
      setStatus('playing')
      timer.current = setTimeout(() => setStatus('idle'), (endsAt - startsAt) * 1000)
    } catch {
      setStatus('error')
    }
  }, [])

  return { status, play }
}
