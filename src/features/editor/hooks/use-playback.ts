import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Engine, PlayOptions, TempoRamp } from '@/audio/engine'
import type { StyleId } from '@/audio/styles/style-ids'
import { usePlayer } from '@/lib/use-player'
import type { SongDocument } from '@/song/types'
import {
  barStyles,
  type PlaybackEvent,
  type PlayedBar,
  playbackEvents,
  playedBars,
} from '../playback-plan'

export type PlaybackSettings = {
  metronome: boolean
  /** Bars of count-in: 0, 1 or 2. */
  countIn: number
  /** Loop the section the caret is in, or the selected bars (loopSpan). */
  loop: boolean
  loopSpan: 'section' | 'selection'
  /** Practice: each time round the loop, faster by step bpm, from start up to target. */
  ramp: TempoRamp & { on: boolean }
}

export const DEFAULT_PLAYBACK_SETTINGS: PlaybackSettings = {
  metronome: false,
  countIn: 0,
  loop: false,
  loopSpan: 'section',
  ramp: { on: false, startBpm: 60, stepBpm: 5, targetBpm: 100 },
}

export type PlaybackState = 'stopped' | 'loading' | 'playing' | 'error'

/** Selected bars of one section (document indices, inclusive). */
export type BarSpan = { section: number; first: number; last: number }

export type PlayRequest = {
  fromBar?: { section: number; bar: number }
  loopSection?: number
  loopBars?: BarSpan
}

/** The scheduled events, for e2e tests: kept only when a test set window.__songpadTest. */
type TestWindow = Window & { __songpadTest?: boolean; __songpadPlayback?: PlaybackEvent[] }

/** Plays the song on the page's player in its style and mix; reports the bar being heard. */
export function usePlayback(doc: SongDocument, transpose: number) {
  const player = usePlayer()
  const [settings, setSettings] = useState<PlaybackSettings>(DEFAULT_PLAYBACK_SETTINGS)
  const events = useRef<PlaybackEvent[]>([])
  const request = useRef<PlayRequest>({})
  const bars = useMemo(() => playedBars(doc), [doc])
  const { state, engine } = { state: player.status, engine: player.engine }
  const playingBar = player.bar === null ? null : (bars[player.bar]?.sourceBar ?? null)
  const { bpm, style, mix, instrument } = doc
  const sectionStyles = doc.sections.map((section) => section.style ?? '').join(',')

  const plan = useCallback(
    (wanted: PlayRequest) => {
      const range = playRange(bars, wanted)
      const planned = playbackEvents(doc, {
        transpose,
        loopSection: wanted.loopSection,
        fromBar: range.fromBar,
      })
      return { range, planned }
    },
    [doc, bars, transpose],
  )

  useEffect(() => {
    if (state === 'playing' && !settings.ramp.on) engine.current?.setBpm(bpm)
  }, [bpm, state, engine, settings.ramp.on])

  useEffect(() => {
    engine.current?.setMix(mix)
  }, [mix, engine])

  // Style, instrument, key, a section's style or the metronome changed while playing: heard from
  // the next beat, without a second count-in.
  const planRef = useRef(plan)
  planRef.current = plan
  const docRef = useRef(doc)
  docRef.current = doc
  const arrangement = `${style}|${instrument}|${transpose}|${sectionStyles}|${settings.metronome}`
  const applied = useRef('')
  useEffect(() => {
    const playing = engine.current
    if (state !== 'playing' || !playing || applied.current === arrangement) return
    applied.current = arrangement
    const own = sectionStyles.split(',')
    const { planned } = planRef.current(request.current)
    events.current = planned
    void playing.update(planned, {
      instrument,
      style,
      barStyles: playedBars(docRef.current).map(
        (bar) => (own[bar.sourceBar.section] || undefined) as StyleId | undefined,
      ),
      metronome: settings.metronome,
    })
  }, [arrangement, style, instrument, sectionStyles, settings.metronome, state, engine])

  const play = useCallback(
    (wanted: PlayRequest) =>
      player.start(async (loaded: Engine) => {
        request.current = wanted
        applied.current = arrangement
        const { range, planned } = plan(wanted)
        events.current = planned
        const testWindow = window as TestWindow
        if (testWindow.__songpadTest) testWindow.__songpadPlayback = planned
        const looping = wanted.loopSection !== undefined || wanted.loopBars !== undefined
        const { on, ...ramp } = settings.ramp
        const options: PlayOptions = {
          bpm: doc.bpm,
          beatsPerBar: doc.timeSignature.beats,
          countIn: settings.countIn,
          metronome: settings.metronome,
          loop: looping,
          ramp: looping && on ? ramp : undefined,
          style: doc.style,
          barStyles: barStyles(doc, bars),
          ...range,
        }
        loaded.setMix(doc.mix)
        await loaded.load(doc.instrument, planned)
        await loaded.play(planned, options)
      }),
    [player.start, plan, doc, bars, settings, arrangement],
  )

  return { state, playingBar, settings, setSettings, play, stop: player.stop, events }
}

/**
 * The played bars to play: from a bar of the document (its first pass), one section's passes to
 * loop, or some bars of a section (their first pass) to loop.
 */
export function playRange(
  bars: PlayedBar[],
  options: PlayRequest,
): { fromBar?: number; toBar?: number } {
  if (options.loopBars) {
    const { section, first, last } = options.loopBars
    const start = bars.find(
      (bar) => bar.sourceBar.section === section && bar.sourceBar.bar === first,
    )
    const end = bars.find((bar) => bar.sourceBar.section === section && bar.sourceBar.bar === last)
    return start && end && end.bar >= start.bar ? { fromBar: start.bar, toBar: end.bar + 1 } : {}
  }
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
