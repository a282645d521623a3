import { useCallback, useEffect, useRef, useState } from 'react'
import type { SongDocument } from '@/song/types'
import { type PlaybackEvent, type PlayedBar, playbackEvents, playedBars } from '../playback-plan'

type Engine = import('@/audio/engine').Engine

export type PlaybackSettings = {
  metronome: boolean
  countIn: boolean
  /** Loop the section the caret is in. */
  loop: boolean
}

export type PlaybackState = 'stopped' | 'loading' | 'playing' | 'error'

/** The scheduled events, for e2e tests: kept only when a test set window.__songpadTest. */
type TestWindow = Window & { __songpadTest?: boolean; __songpadPlayback?: PlaybackEvent[] }

// One engine per page: made inside the first press (mobile browsers need that for sound).
let engine: Promise<Engine> | undefined
function loadEngine(): Promise<Engine> {
  engine ??= import('@/audio/engine').then(({ createEngine }) => createEngine())
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

/** Plays the song on the lazily loaded audio engine; reports the bar being heard. */
export function usePlayback(doc: SongDocument, transpose: number) {
  const [state, setState] = useState<PlaybackState>('stopped')
  const [playingBar, setPlayingBar] = useState<{ section: number; bar: number } | null>(null)
  const [settings, setSettings] = useState<PlaybackSettings>({
    metronome: false,
    countIn: false,
    loop: false,
  })
  const events = useRef<PlaybackEvent[]>([])
  const current = useRef<Engine | undefined>(undefined)
  const unsubscribe = useRef<(() => void)[]>([])
  const bpm = doc.bpm
  const lastPlay = useRef<{ loopSection?: number }>({})
  const playingRef = useRef(playingBar)
  playingRef.current = playingBar

  useEffect(() => {
    if (state === 'playing') current.current?.setBpm(bpm)
  }, [bpm, state])

  useEffect(() => () => current.current?.stop(), [])

  const stop = useCallback(() => {
    current.current?.stop()
    setState('stopped')
    setPlayingBar(null)
  }, [])

  const play = useCallback(
    async (options: {
      fromBar?: { section: number; bar: number }
      loopSection?: number
      /** Carries on a song already playing: no count-in. */
      resume?: boolean
    }) => {
      lastPlay.current = options
      setState('loading')
      try {
        const loaded = await loadEngine()
        current.current = loaded
        const bars = playedBars(doc)
        const range = playRange(bars, options)
        const planned = playbackEvents(doc, {
          transpose,
          loopSection: options.loopSection,
          fromBar: range.fromBar,
        })
        events.current = planned
        const testWindow = window as TestWindow
        if (testWindow.__songpadTest) testWindow.__songpadPlayback = planned
        for (const off of unsubscribe.current) off()
        unsubscribe.current = [
          loaded.onBar((bar) => setPlayingBar(bars[bar]?.sourceBar ?? null)),
          loaded.onEnd(() => {
            setState('stopped')
            setPlayingBar(null)
          }),
        ]
        await loaded.load(doc.instrument, planned)
        await loaded.play(planned, {
          bpm: doc.bpm,
          beatsPerBar: doc.timeSignature.beats,
          countIn: settings.countIn && !options.resume,
          metronome: settings.metronome,
          loop: options.loopSection !== undefined,
          ...range,
        })
        setState('playing')
      } catch {
        setState('error')
      }
    },
    [doc, transpose, settings],
  )

  // Another instrument or key while the song plays: heard from the bar playing, at once.
  const instrument = doc.instrument
  const sound = `${instrument} ${transpose}`
  const heard = useRef(sound)
  useEffect(() => {
    if (heard.current === sound) return
    heard.current = sound
    if (state !== 'playing') return
    const { loopSection } = lastPlay.current
    void play({ loopSection, fromBar: playingRef.current ?? undefined, resume: true })
  }, [sound, state, play])

  return { state, playingBar, settings, setSettings, play, stop, events }
}

/** The played bars to play: from a bar of the document (its first pass), or one section's passes to loop. */
export function playRange(
  bars: PlayedBar[],
  options: { fromBar?: { section: number; bar: number }; loopSection?: number },
): { fromBar?: number; toBar?: number } {
  if (options.loopSection !== undefined) {
    const inSection = bars.filter((bar) => bar.sourceBar.section === options.loopSection)
    const first = inSection[0]
    const last = inSection.at(-1)
    return first && last ? { fromBar: first.bar, toBar: last.bar + 1 } : {}
  }
  const from = options.fromBar
  if (!from) return {}
  const found = bars.find(
    (bar) => bar.sourceBar.section === from.section && bar.sourceBar.bar === from.bar,
  )
  return found ? { fromBar: found.bar } : {}
}
