import type { StyleId } from '@/audio/styles/style-ids'
import { chordHarmony, INSTRUMENTS, voiceChord } from '@/music/instrument-voicing'
import { transposeChord } from '@/music/transpose'
import { songKey } from '@/song/song-key'
import type { SongDocument } from '@/song/types'

// What the audio engine plays, worked out from the document: the song unrolled in played order
// (each section `repeat` times) into one event per chord change.
//
// Rules the engine and the editor can rely on:
// - Beats count slots: a bar has timeSignature.beats of them, so played bar i starts on beat
//   i × beats, whatever fromBar or loopSection select (beats stay song-absolute).
// - An empty slot lets the chord before it ring on; the event simply lasts longer. Only at the
//   start of each pass through a section, and at the first bar played, is a ringing chord struck
//   again: so every section pass (and every loop) sounds complete on its own, and within one pass
//   the bars of an event are consecutive bars of one section.
// - Before the song's first chord there is silence: no event.

export type SourceBar = { section: number; bar: number }

/**
 * One chord change in the played order of a song; the audio engine (src/audio) schedules these.
 * src/audio cannot import features, so it declares the same shape (EngineEvent) for itself.
 */
export type PlaybackEvent = {
  /** Index of the bar the chord starts in, in the played order counting repeats (0-based). */
  bar: number
  /** Where that bar is in the document: section index and bar index within it (0-based). */
  sourceBar: SourceBar
  /** Start, in beats from the song start (0 = first beat of the song's first bar). */
  beat: number
  /** Duration in beats (> 0); may run over bar lines while the chord rings on. */
  beats: number
  /** The chord symbol as heard (after transposition), e.g. "Am7", "C/E". */
  symbol: string
  /** MIDI notes voiced for the song's instrument, ascending (never empty). */
  midi: number[]
  /** The chord's pitch classes (0 = C), root first, and the one the bass plays (slash bass). */
  tones: number[]
  bass: number
}

/** One bar in the played order: which bar of the document it is and where it starts. */
export type PlayedBar = {
  bar: number
  sourceBar: SourceBar
  beat: number
  beats: number
  /** True on the first bar of each pass through a section. */
  passStart: boolean
}

export type PlaybackOptions = {
  /** Start at this played-bar index (0-based); ignored when looping a section. */
  fromBar?: number
  /** Play only this section (by index), through all its repeats: the span the engine loops. */
  loopSection?: number
  /** Semitones to transpose every chord by, spelled for the key it lands in. */
  transpose?: number
}

/** The whole song unrolled: every bar in played order, repeats included. */
export function playedBars(document: SongDocument): PlayedBar[] {
  const beats = document.timeSignature.beats
  const bars: PlayedBar[] = []
  document.sections.forEach((section, s) => {
    for (let pass = 0; pass < section.repeat; pass += 1) {
      section.bars.forEach((_, b) => {
        const index = bars.length
        bars.push({
          bar: index,
          sourceBar: { section: s, bar: b },
          beat: index * beats,
          beats,
          passStart: b === 0,
        })
      })
    }
  })
  return bars
}

/** Each played bar's own style (its section's), or undefined to play the song's. */
export function barStyles(document: SongDocument, bars: PlayedBar[]): (StyleId | undefined)[] {
  return bars.map((bar) => document.sections[bar.sourceBar.section]?.style)
}

type Sounding = { symbol: string; start: PlayedBar; beat: number }

/** The chord changes to play, in time order, for the whole song or the part the options pick. */
export function playbackEvents(
  document: SongDocument,
  options: PlaybackOptions = {},
): PlaybackEvent[] {
  const all = playedBars(document)
  const looping = options.loopSection !== undefined
  const first = looping
    ? all.findIndex((bar) => bar.sourceBar.section === options.loopSection)
    : Math.max(0, Math.floor(options.fromBar ?? 0))
  if (first < 0 || first >= all.length) return []
  const selected = all
    .slice(first)
    .filter((bar) => !looping || bar.sourceBar.section === options.loopSection)

  const semitones = options.transpose ?? 0
  const key = semitones === 0 ? '' : songKey(document)
  const instrument = INSTRUMENTS[document.instrument] ?? 'piano'
  type Heard = { symbol: string; midi: number[]; tones: number[]; bass: number }
  const heard = new Map<string, Heard>()
  const sound = (symbol: string) => {
    let found = heard.get(symbol)
    if (!found) {
      const moved = semitones === 0 ? symbol : transposeChord(symbol, semitones, key)
      const harmony = chordHarmony(moved) ?? { tones: [], bass: 0 }
      found = { symbol: moved, midi: voiceChord(moved, instrument), ...harmony }
      heard.set(symbol, found)
    }
    return found
  }

  const events: PlaybackEvent[] = []
  let sounding: Sounding | undefined = ringingBefore(document, all, first)
  const close = (beat: number) => {
    if (!sounding || beat <= sounding.beat) return
    const { symbol, midi, tones, bass } = sound(sounding.symbol)
    if (midi.length > 0) {
      const { bar, sourceBar } = sounding.start
      events.push({
        bar,
        sourceBar,
        beat: sounding.beat,
        beats: beat - sounding.beat,
        symbol,
        midi,
        tones,
        bass,
      })
    }
  }

  selected.forEach((played, i) => {
    if (i === 0 || played.passStart) {
      // Strike a ringing chord again where a pass (or the playback) starts.
      close(played.beat)
      if (sounding) sounding = { symbol: sounding.symbol, start: played, beat: played.beat }
    }
    const slots = barAt(document, played.sourceBar)
    const slotBeats = played.beats / slots.length
    slots.forEach((slot, k) => {
      if (slot === '') return
      const beat = played.beat + k * slotBeats
      close(beat)
      sounding = { symbol: slot, start: played, beat }
    })
  })
  const last = selected.at(-1)
  if (last) close(last.beat + last.beats)
  return events
}

const barAt = (document: SongDocument, { section, bar }: SourceBar): string[] =>
  document.sections[section]?.bars[bar]?.chords ?? ['']

/** The chord still ringing when played bar `index` starts: the last one written before it. */
function ringingBefore(
  document: SongDocument,
  all: PlayedBar[],
  index: number,
): Sounding | undefined {
  const start = all[index]
  if (!start) return undefined
  for (let i = index - 1; i >= 0; i -= 1) {
    const bar = all[i]
    const slots = bar ? barAt(document, bar.sourceBar) : []
    const symbol = slots.findLast((slot) => slot !== '')
    if (symbol) return { symbol, start, beat: start.beat }
  }
  return undefined
}
