import { useCallback, useEffect, useRef, useState } from 'react'
import type { Engine } from '@/audio/engine'
import { newAudioContext } from '@/lib/audio-context'
import { type PreviewSong, previewEvents } from '../preview-song'
import { isBusy, type PreviewView, STOPPED } from '../preview-state'

// One context and one engine per page, made on the first press. The engine is imported by itself,
// as the editor imports it, so both share its chunk.
let context: AudioContext | undefined
let engine: Promise<Engine> | undefined
// Where the engine reports the bar heard, and null at the end: to the latest play only.
let report: (bar: number | null) => void = () => {}

// Runs inside the press: the context is made (or woken) before anything is awaited, as Safari requires.
function prepareEngine(): Promise<Engine> {
  if (context?.state === 'suspended') context.resume().catch(() => {})
  try {
    context ??= newAudioContext()
  } catch (error) {
    // Browsers refuse a context too many, or one the page's settings forbid.
    return Promise.reject(error)
  }
  const made = context
  if (!made) return Promise.reject(new Error('No Web Audio'))
  engine ??= import('@/audio/engine').then((audio) => {
    const created = audio.createEngine(made)
    created.onBar((bar) => report(bar))
    created.onEnd(() => report(null))
    return created
  })
  // A failed load is tried again on the next press.
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

/** Plays `song` once on the lazily loaded audio engine's piano; reports the bar being heard. */
export function usePreviewPlayer(song: PreviewSong) {
  const [view, setView] = useState<PreviewView>(STOPPED)
  const active = useRef<Engine | undefined>(undefined)
  // Bumped by every play and stop: what an older play reports changes nothing.
  const run = useRef(0)

  const stop = useCallback(() => {
    run.current += 1
    active.current?.stop()
    setView(STOPPED)
  }, [])

  useEffect(() => stop, [stop])

  const play = () => {
    const id = ++run.current
    const current = () => id === run.current
    setView({ status: 'loading' })
    prepareEngine()
      .then((loaded) => {
        if (!current()) return
        active.current = loaded
        report = (bar) => current() && setView(bar === null ? STOPPED : { status: 'playing', bar })
        const { bpm, timeSignature } = song.doc
        return loaded.play(previewEvents(song), { bpm, beatsPerBar: timeSignature.beats })
      })
      .catch(() => current() && setView({ status: 'error' }))
  }

  const busy = isBusy(view)
  return { view, busy, toggle: busy ? stop : play }
}
