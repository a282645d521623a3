// What the engine consumes. Shared code may not import features, so these are the shapes the engine
// needs; the editor's PlaybackEvent (src/features/editor/playback-plan.ts) is assignable to them.

/** One chord to sound: where it starts and how long it lasts, in beats from the song's start. */
export type EngineEvent = {
  /** The played-bar index (0-based, repeats counted) the chord starts in. */
  bar: number
  /** Start, in beats from the song's start. */
  beat: number
  /** Duration in beats (> 0). */
  beats: number
  /** MIDI notes, lowest first: the order a down-strum plays them. */
  midi: readonly number[]
  /** The chord's pitch classes (0 = C), root first; from `midi` when absent. */
  tones?: readonly number[]
  /** The pitch class the bass plays: a slash chord's bass, else the root; tones[0] when absent. */
  bass?: number
}

/** 0 piano, 1 guitar, 2 ukulele, as the song document stores it, or by name. */
export type Instrument = 0 | 1 | 2 | InstrumentName
export type InstrumentName = 'piano' | 'guitar' | 'ukulele'

const NAMES: readonly InstrumentName[] = ['piano', 'guitar', 'ukulele']

export function instrumentName(instrument: Instrument): InstrumentName {
  return typeof instrument === 'number' ? (NAMES[instrument] ?? 'piano') : instrument
}

/** The parts of a Web Audio context the engine uses (a fake one in tests). */
export type EngineAudioContext = Pick<
  BaseAudioContext,
  | 'currentTime'
  | 'sampleRate'
  | 'destination'
  | 'createBufferSource'
  | 'createGain'
  | 'createBuffer'
  | 'decodeAudioData'
> & {
  state?: AudioContextState
  resume?: () => Promise<void>
  close?: () => Promise<void>
  /** A real context's limiter (the fake one in tests has none). */
  createDynamicsCompressor?: () => DynamicsCompressorNode
  /** Seconds from the context clock to the speakers (Chrome, Firefox); else base latency. */
  outputLatency?: number
  baseLatency?: number
}
