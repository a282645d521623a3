// The one audio engine: plain TypeScript, loaded lazily (`await import('@/audio/engine')`). It
// turns a song's chord changes into what the band plays in the chosen style (./styles), lays that
// out as a timeline of beats, and a look-ahead scheduler hands it to the Web Audio clock: the
// song's instrument (piano, guitar or ukulele), a bass, drums and the metronome, each through its
// own gain (the mixer) into one master gain. The same engine renders offline (./render.ts).
import { DrumKit } from './drum-kit'
import type { Part } from './hits'
import { Metronome } from './metronome'
import { DEFAULT_MIX, type Mix, type MixPart, partGain } from './mix'
import { PianoVoice } from './piano-voice'
import { playRange } from './play-range'
import { BASS, GUITAR, PluckedStrings, UKULELE } from './plucked-strings'
import { SampledPiano } from './sampled-piano'
import {
  LookAheadScheduler,
  type ScheduledItem,
  type ScheduleRecord,
  START_LEAD_S,
} from './scheduler'
import type { Sounding, Voice } from './sounding'
import { arrange } from './styles/arrange'
import { DEFAULT_STYLE, type StyleId } from './styles/style-ids'
import { rampTempo, type TempoRamp } from './tempo-ramp'
import { buildTimeline, type Timeline, type TimelineItem } from './timeline'
import {
  type EngineAudioContext,
  type EngineEvent,
  type Instrument,
  type InstrumentName,
  instrumentName,
} from './types'

export { type ScheduleRecord, START_LEAD_S } from './scheduler'
export type { TempoRamp } from './tempo-ramp'
export type { EngineAudioContext, EngineEvent, Instrument, InstrumentName } from './types'

/** Time constant of the fade on stop: ringing notes are silent within ~5 of these. */
export const STOP_FADE_S = 0.012
const STOP_SILENT_S = STOP_FADE_S * 5
/** Headroom: a sustained piano chord, a strum and a click together stay below full scale. */
export const MASTER_GAIN = 0.8
/** Time constant of a mixer change, so a fader never clicks, in seconds. */
export const MIX_GLIDE_S = 0.01
/** Where the limiter starts, in dB below full scale. */
export const LIMIT_DB = -3
/** How far ahead an offline render schedules at each step, in seconds. */
export const OFFLINE_AHEAD_S = 2
/** Past this many finished sounds, the engine forgets the silent ones. */
const PRUNE_AT = 128

/** What the band plays and how: changeable while playing, from the next beat. */
export type Arrangement = {
  /** The song's style; block chords (the chords alone) by default. */
  style?: StyleId
  /** A bar's own style, by played-bar index (a section's override). */
  barStyles?: readonly (StyleId | undefined)[]
  /** Bars of clicks before the music: 0, 1 or 2 (true: one). */
  countIn?: boolean | number
  /** A click on every beat, louder on the bar's first. */
  metronome?: boolean
}

export type PlayOptions = Arrangement & {
  bpm: number
  /** Beats in a bar: the time signature's numerator. */
  beatsPerBar: number
  /** Repeat fromBar..toBar seamlessly until stop(). */
  loop?: boolean
  /** While looping: start at ramp.startBpm, faster each time round (bpm is then ignored). */
  ramp?: TempoRamp
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
  readonly mix: Mix
  /** Chooses the instrument and prepares the sounds these events need (fetches piano samples). */
  load(instrument: Instrument, events?: readonly EngineEvent[]): Promise<void>
  /** Prepares what these events need in this arrangement: samples, the bass and the drums. */
  prepare(events: readonly EngineEvent[], options: PlayOptions): Promise<void>
  /** Stops, prepares what is missing, then plays; resolves once the first sounds are scheduled. */
  play(events: readonly EngineEvent[], options: PlayOptions): Promise<void>
  /**
   * While playing: plays these events (another instrument's voicing, say) with this arrangement
   * from the next beat not yet scheduled; notes ringing then are struck again in the new sound.
   */
  update(
    events: readonly EngineEvent[],
    change: Arrangement & { instrument?: Instrument },
  ): Promise<void>
  /** Sets the mixer; heard at once (within MIX_GLIDE_S), and kept for later plays. */
  setMix(mix: Mix): void
  /** Silences ringing notes within a few tens of ms and cancels everything scheduled. */
  stop(): void
  /** Changes the tempo from the next beat not yet scheduled (and ends a ramp). */
  setBpm(bpm: number): void
  /** Called with the played-bar index when that bar is heard; returns an unsubscribe. */
  onBar(callback: (bar: number) => void): () => void
  /** Called when the song has played to its end by itself (not on stop, never while looping). */
  onEnd(callback: () => void): () => void
  /** Plays a chord on the piano at once, as a block or low to high (the chord pages' Play). */
  playChord(midi: readonly number[], mode: 'block' | 'arpeggio'): Promise<{ seconds: number }>
  /**
   * Starts the song at `at` on an offline context, never looping: `end` is when its last bar
   * line sounds; `step` hands the clock the notes of the next OFFLINE_AHEAD_S. Scheduling it all
   * at once would be slow: every node waiting to start costs the renderer time until it does.
   */
  scheduleOffline(
    events: readonly EngineEvent[],
    options: PlayOptions,
    at: number,
  ): { end: number; step: () => void }
}

/** An engine on `context`: the page's player's (lib/player.ts) or an offline render's. */
export function createEngine(context: EngineAudioContext, options: EngineOptions = {}): Engine {
  return new AudioEngine(context, options)
}

type Session = {
  bus: GainNode
  parts: Record<MixPart, GainNode>
  struck: Map<number, Sounding>
  sounding: Sounding[]
  events: readonly EngineEvent[]
  options: PlayOptions
  /** Bumped by every update, so hit ids of an old timeline never release a new one's notes. */
  version: number
}

const PART_OF_MIX: Record<Part, MixPart> = { chords: 'chords', bass: 'bass', drums: 'drums' }

class AudioEngine implements Engine {
  private readonly master: GainNode
  private readonly piano: SampledPiano
  private readonly voices: Record<InstrumentName, Voice>
  private readonly bass: Voice
  private readonly drums: DrumKit
  private readonly metronome: Metronome
  private readonly scheduler: LookAheadScheduler
  private readonly barListeners = new Set<(bar: number) => void>()
  private readonly endListeners = new Set<() => void>()
  private session: Session | undefined
  // Bumped by every play and stop, so a play still loading when stopped never starts.
  private generation = 0
  private playing = false
  private chosen: InstrumentName = 'piano'
  private mixer: Mix = DEFAULT_MIX

  constructor(
    readonly context: EngineAudioContext,
    options: EngineOptions,
  ) {
    this.master = context.createGain()
    this.master.gain.value = MASTER_GAIN
    // A band's peaks add up (a strum, the bass and a kick on one beat): a limiter keeps them
    // below full scale rather than clip.
    const limiter = context.createDynamicsCompressor?.()
    if (limiter) {
      limiter.threshold.value = LIMIT_DB
      limiter.knee.value = 0
      limiter.ratio.value = 20
      limiter.attack.value = 0.002
      limiter.release.value = 0.1
      this.master.connect(limiter)
      limiter.connect(context.destination)
    } else this.master.connect(context.destination)
    this.piano = new SampledPiano(context, {
      output: this.master,
      baseUrl: options.pianoBaseUrl,
      fetchSample: options.fetchSample,
    })
    this.voices = {
      piano: new PianoVoice(this.piano, context),
      guitar: new PluckedStrings(context, GUITAR),
      ukulele: new PluckedStrings(context, UKULELE),
    }
    this.bass = new PluckedStrings(context, BASS)
    this.drums = new DrumKit(context)
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

  get mix() {
    return this.mixer
  }

  async load(instrument: Instrument, events: readonly EngineEvent[] = []) {
    this.chosen = instrumentName(instrument)
    await this.voices[this.chosen].load(events.flatMap((event) => event.midi))
  }

  async prepare(events: readonly EngineEvent[], options: PlayOptions) {
    await this.load(this.chosen, events)
    if ((options.style ?? DEFAULT_STYLE) === DEFAULT_STYLE && !options.barStyles) return
    const { from, to } = playRange(events, options)
    const bassNotes = arrange(events, {
      instrument: this.chosen,
      style: options.style ?? DEFAULT_STYLE,
      barStyles: options.barStyles,
      beatsPerBar: options.beatsPerBar,
      from,
      to,
    }).flatMap((hit) => (hit.part === 'bass' ? hit.midi : []))
    await Promise.all([this.bass.load([...new Set(bassNotes)]), this.drums.load()])
  }

  async play(events: readonly EngineEvent[], options: PlayOptions) {
    const { bpm } = checked(options)
    this.stop()
    const generation = this.generation
    this.playing = true
    // Resumed at once, while the click that called play still counts as a user gesture.
    const resumed = this.context.state === 'suspended' ? this.context.resume?.() : undefined
    try {
      await Promise.all([this.prepare(events, options), resumed])
    } catch (error) {
      if (generation === this.generation) this.playing = false
      throw error
    }
    if (generation !== this.generation) return

    this.session = this.newSession(events, options)
    const timeline = this.timeline(this.session)
    const ramp = options.loop ? options.ramp : undefined
    this.scheduler.start(timeline, {
      bpm: ramp ? ramp.startBpm : bpm,
      at: this.context.currentTime + START_LEAD_S,
      tempo: ramp && ((index) => rampTempo(ramp, index, timeline)),
    })
  }

  async update(events: readonly EngineEvent[], change: Arrangement & { instrument?: Instrument }) {
    const session = this.session
    if (change.instrument !== undefined) this.chosen = instrumentName(change.instrument)
    if (!session || !this.playing) return
    const generation = this.generation
    const options = { ...session.options, ...withoutInstrument(change) }
    await this.prepare(events, options)
    if (generation !== this.generation || this.session !== session) return
    session.events = events
    session.options = options
    session.version += 1
    // Whatever rings now ends where the new sound begins, at the next beat.
    const { index, when } = this.scheduler.nextBeat()
    for (const sound of session.struck.values()) sound.release(when)
    session.struck.clear()
    const timeline = this.timeline(session)
    this.scheduler.replace({
      ...timeline,
      at: (i) => (i === index ? [...timeline.ringing(i), ...timeline.at(i)] : timeline.at(i)),
    })
  }

  setMix(mix: Mix) {
    this.mixer = mix
    const parts = this.session?.parts
    if (!parts) return
    for (const [part, node] of Object.entries(parts) as [MixPart, GainNode][]) {
      node.gain.setTargetAtTime(partGain(mix[part]), this.context.currentTime, MIX_GLIDE_S)
    }
  }

  scheduleOffline(events: readonly EngineEvent[], options: PlayOptions, at: number) {
    const { bpm } = checked(options)
    this.stop()
    const session = this.newSession(events, { ...options, loop: false })
    this.session = session
    this.playing = true
    const timeline = this.timeline(session)
    const offline = new LookAheadScheduler({
      now: () => this.context.currentTime,
      scheduleAheadS: OFFLINE_AHEAD_S,
      manual: true,
      onItem: (item, when) => this.sound(item, when),
    })
    offline.start(timeline, { bpm, at })
    // The last beat holds the final releases, at the last bar line.
    return { end: at + ((timeline.length - 1) * 60) / bpm, step: () => offline.advance() }
  }

  private newSession(events: readonly EngineEvent[], options: PlayOptions): Session {
    const bus = this.context.createGain()
    bus.connect(this.master)
    const part = (name: MixPart) => {
      const node = this.context.createGain()
      node.gain.value = partGain(this.mixer[name])
      node.connect(bus)
      return node
    }
    return {
      bus,
      parts: {
        chords: part('chords'),
        bass: part('bass'),
        drums: part('drums'),
        metronome: part('metronome'),
      },
      struck: new Map(),
      sounding: [],
      events,
      options,
      version: 0,
    }
  }

  private timeline({ events, options }: Session): Timeline {
    const { beatsPerBar } = options
    const { from, to } = playRange(events, options)
    return buildTimeline({
      hits: arrange(events, {
        instrument: this.chosen,
        style: options.style ?? DEFAULT_STYLE,
        barStyles: options.barStyles,
        beatsPerBar,
        from,
        to,
      }),
      from,
      to,
      beatsPerBar,
      countIn: options.countIn ?? false,
      metronome: options.metronome ?? false,
      loop: options.loop ?? false,
    })
  }

  stop() {
    this.generation += 1
    this.playing = false
    this.scheduler.stop()
    this.piano.stop()
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

  async playChord(midi: readonly number[], mode: 'block' | 'arpeggio') {
    this.stop()
    const { startsAt, endsAt } = await this.piano.playChord([...midi], { mode })
    return { seconds: endsAt - startsAt }
  }

  private sound(item: ScheduledItem, when: number) {
    const session = this.session
    if (!session) return
    const key = (hit: number) => hit + session.version * 1e9
    if (item.kind === 'release') {
      session.struck.get(key(item.hit))?.release(when)
      session.struck.delete(key(item.hit))
      return
    }
    const sound = this.strike(item, when, session)
    if (!sound) return
    if (item.kind === 'hit') session.struck.set(key(item.hit), sound)
    session.sounding.push(sound)
    if (session.sounding.length > PRUNE_AT) {
      const now = this.context.currentTime
      session.sounding = session.sounding.filter((s) => s.endsAt > now)
    }
  }

  private strike(
    item: Exclude<TimelineItem, { kind: 'release' | 'bar' }>,
    when: number,
    session: Session,
  ) {
    if (item.kind === 'click')
      return this.metronome.click(when, item.accent, session.parts.metronome)
    const output = session.parts[PART_OF_MIX[item.part]]
    if (item.part === 'drums') return this.drums.strike(item.midi, when, item.level, output)
    if (item.part === 'bass') return this.bass.strike(item.midi, when, item.level, output)
    const midi = item.strum === 'up' ? [...item.midi].reverse() : item.midi
    return this.voices[this.chosen].strike(midi, when, item.level, output)
  }
}

function withoutInstrument({
  instrument: _,
  ...arrangement
}: Arrangement & { instrument?: Instrument }) {
  return arrangement
}

function checked(options: PlayOptions) {
  const { bpm, beatsPerBar } = options
  if (!Number.isFinite(bpm) || bpm <= 0) throw new RangeError(`Not a tempo: ${bpm} bpm`)
  if (!Number.isInteger(beatsPerBar) || beatsPerBar < 1) {
    throw new RangeError(`Not a number of beats in a bar: ${beatsPerBar}`)
  }
  return { bpm, beatsPerBar }
}
