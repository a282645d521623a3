// The editor's audio engine: plain TypeScript, loaded lazily (`await import('@/audio/engine')`).
// It turns a song's playback events into a timeline of beats, and a look-ahead scheduler hands that
// to the Web Audio clock: piano, guitar or ukulele, metronome and count-in, into one master gain.
import { expandHits, type HitStyle } from './hits'
import { Metronome } from './metronome'
import { PianoVoice } from './piano-voice'
import { playRange } from './play-range'
import { GUITAR, PluckedStrings, UKULELE } from './plucked-strings'
import { SampledPiano } from './sampled-piano'
import {
  LookAheadScheduler,
  type ScheduledItem,
  type ScheduleRecord,
  START_LEAD_S,
} from './scheduler'
import type { Sounding, Voice } from './sounding'
import { buildTimeline } from './timeline'
import {
  type EngineAudioContext,
  type EngineEvent,
  type Instrument,
  type InstrumentName,
  instrumentName,
} from './types'

export { type ScheduleRecord, START_LEAD_S } from './scheduler'
export type { EngineAudioContext, EngineEvent, Instrument, InstrumentName } from './types'

/** Time constant of the fade on stop: ringing notes are silent within ~5 of these. */
export const STOP_FADE_S = 0.012
const STOP_SILENT_S = STOP_FADE_S * 5
/** Headroom: a sustained piano chord, a strum and a click together stay below full scale. */
export const MASTER_GAIN = 0.8
/** Past this many finished sounds, the engine forgets the silent ones. */
const PRUNE_AT = 128

export type PlayOptions = {
  bpm: number
  /** Beats in a bar: the time signature's numerator. */
  beatsPerBar: number
  /** One bar of clicks before the music. */
  countIn?: boolean
  /** A click on every beat, louder on the bar's first. */
  metronome?: boolean
  /** Repeat fromBar..toBar seamlessly until stop(). */
  loop?: boolean
  /** Played-bar index to start at; the first event's bar by default. */
  fromBar?: number
  /** Played-bar index to end (or loop back) before; the end of the last event's bar by default. */
  toBar?: number
}

export type EngineOptions = {
  /** Seconds handed to the audio clock ahead of time (tests shorten it to prove it matters). */
  scheduleAheadS?: number
  tickMs?: number
  /** Where the piano samples are served, and how they are fetched (tests). */
  pianoBaseUrl?: string
  fetchSample?: (url: string) => Promise<ArrayBuffer>
  /** Every scheduling call, for the lateness benchmark (see scheduleLateness). */
  onSchedule?: (record: ScheduleRecord) => void
}

export type Engine = {
  /** True from play() until stop() or the end of the song. */
  readonly isPlaying: boolean
  readonly instrument: InstrumentName
  readonly context: EngineAudioContext
  /** Chooses the instrument and prepares the sounds these events need (fetches piano samples). */
  load(instrument: Instrument, events?: readonly EngineEvent[]): Promise<void>
  /** Stops, prepares what is missing, then plays; resolves once the first sounds are scheduled. */
  play(events: readonly EngineEvent[], options: PlayOptions): Promise<void>
  /** Silences ringing notes within a few tens of ms and cancels everything scheduled. */
  stop(): void
  /** Changes the tempo from the next beat not yet scheduled. */
  setBpm(bpm: number): void
  /** Called with the played-bar index when that bar is heard; returns an unsubscribe. */
  onBar(callback: (bar: number) => void): () => void
  /** Called when the song has played to its end by itself (not on stop, never while looping). */
  onEnd(callback: () => void): () => void
  /** Stops and closes the audio context if the engine made it. */
  close(): Promise<void>
}

export function createEngine(context?: EngineAudioContext, options: EngineOptions = {}): Engine {
  return new AudioEngine(context ?? newAudioContext(), options, context === undefined)
}

/** A context for playback; call it inside a click handler, as browsers require. */
export function newAudioContext(): AudioContext {
  const scope = globalThis as {
    AudioContext?: typeof AudioContext
    webkitAudioContext?: typeof AudioContext
  }
  // Older Safari names it webkitAudioContext.
  const Context = scope.AudioContext ?? scope.webkitAudioContext
  if (!Context) throw new Error('This browser cannot play sound (no Web Audio).')
  return new Context({ latencyHint: 'interactive' })
}

type Session = { bus: GainNode; struck: Map<number, Sounding>; sounding: Sounding[] }

class AudioEngine implements Engine {
  private readonly master: GainNode
  private readonly voices: Record<InstrumentName, Voice>
  private readonly metronome: Metronome
  private readonly scheduler: LookAheadScheduler
  private readonly barListeners = new Set<(bar: number) => void>()
  private readonly endListeners = new Set<() => void>()
  private session: Session | undefined
  // Bumped by every play and stop, so a play still loading when stopped never starts.
  private generation = 0
  private playing = false
  private chosen: InstrumentName = 'piano'

  constructor(
    readonly context: EngineAudioContext,
    options: EngineOptions,
    private readonly ownsContext: boolean,
  ) {
    this.master = context.createGain()
    this.master.gain.value = MASTER_GAIN
    this.master.connect(context.destination)
    const piano = new SampledPiano(context, {
      output: this.master,
      baseUrl: options.pianoBaseUrl,
      fetchSample: options.fetchSample,
    })
    this.voices = {
      piano: new PianoVoice(piano, context),
      guitar: new PluckedStrings(context, GUITAR),
      ukulele: new PluckedStrings(context, UKULELE),
    }
    this.metronome = new Metronome(context)
    this.scheduler = new LookAheadScheduler({
      now: () => context.currentTime,
      outputLatency: () => context.outputLatency ?? context.baseLatency ?? 0,
      scheduleAheadS: options.scheduleAheadS,
      tickMs: options.tickMs,
      onItem: (item, when) => this.sound(item, when),
      onBar: (bar) => {
        for (const listener of this.barListeners) listener(bar)
      },
      onEnd: () => {
        this.playing = false
        for (const listener of this.endListeners) listener()
      },
      onSchedule: options.onSchedule,
    })
  }

  get isPlaying() {
    return this.playing
  }

  get instrument() {
    return this.chosen
  }

  async load(instrument: Instrument, events: readonly EngineEvent[] = []) {
    this.chosen = instrumentName(instrument)
    await this.voices[this.chosen].load(events.flatMap((event) => event.midi))
  }

  async play(events: readonly EngineEvent[], options: PlayOptions) {
    const { bpm, beatsPerBar } = checked(options)
    this.stop()
    const generation = this.generation
    this.playing = true
    // Resumed at once, while the click that called play still counts as a user gesture.
    const resumed = this.context.state === 'suspended' ? this.context.resume?.() : undefined
    try {
      await Promise.all([this.load(this.chosen, events), resumed])
    } catch (error) {
      if (generation === this.generation) this.playing = false
      throw error
    }
    if (generation !== this.generation) return

    const { from, to } = playRange(events, options)
    const style: HitStyle = this.chosen === 'piano' ? 'sustain' : 'strum'
    const timeline = buildTimeline({
      hits: expandHits(events, style, { from, to, beatsPerBar }),
      from,
      to,
      beatsPerBar,
      countIn: options.countIn ?? false,
      metronome: options.metronome ?? false,
      loop: options.loop ?? false,
    })
    const bus = this.context.createGain()
    bus.connect(this.master)
    this.session = { bus, struck: new Map(), sounding: [] }
    this.scheduler.start(timeline, { bpm, at: this.context.currentTime + START_LEAD_S })
  }

  stop() {
    this.generation += 1
    this.playing = false
    this.scheduler.stop()
    const session = this.session
    this.session = undefined
    if (!session) return
    // A fast fade rather than a cut, which would click; notes not started yet never start.
    const now = this.context.currentTime
    session.bus.gain.setTargetAtTime(0, now, STOP_FADE_S)
    for (const sound of session.sounding) sound.stop(now + STOP_SILENT_S)
  }

  setBpm(bpm: number) {
    this.scheduler.setBpm(bpm)
  }

  onBar(callback: (bar: number) => void) {
    this.barListeners.add(callback)
    return () => {
      this.barListeners.delete(callback)
    }
  }

  onEnd(callback: () => void) {
    this.endListeners.add(callback)
    return () => {
      this.endListeners.delete(callback)
    }
  }

  async close() {
    this.stop()
    if (this.ownsContext) await this.context.close?.()
  }

  private sound(item: ScheduledItem, when: number) {
    const session = this.session
    if (!session) return
    let sound: Sounding | undefined
    if (item.kind === 'release') {
      session.struck.get(item.hit)?.release(when)
      session.struck.delete(item.hit)
      return
    }
    if (item.kind === 'click') sound = this.metronome.click(when, item.accent, session.bus)
    else {
      sound = this.voices[this.chosen].strike(item.midi, when, item.level, session.bus)
      if (sound) session.struck.set(item.hit, sound)
    }
    if (!sound) return
    session.sounding.push(sound)
    if (session.sounding.length > PRUNE_AT) {
      const now = this.context.currentTime
      session.sounding = session.sounding.filter((s) => s.endsAt > now)
    }
  }
}

function checked(options: PlayOptions) {
  const { bpm, beatsPerBar } = options
  if (!Number.isFinite(bpm) || bpm <= 0) throw new RangeError(`Not a tempo: ${bpm} bpm`)
  if (!Number.isInteger(beatsPerBar) || beatsPerBar < 1) {
    throw new RangeError(`Not a number of beats in a bar: ${beatsPerBar}`)
  }
  return { bpm, beatsPerBar }
}
