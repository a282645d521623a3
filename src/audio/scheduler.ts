import type { Timeline, TimelineItem } from './timeline'

// A look-ahead scheduler ("A Tale of Two Clocks"): a coarse timer wakes every TICK_MS and hands the
// audio clock every item due before now + the schedule-ahead window, so the sound keeps exact time
// even while the main thread is busy. The window must outlast the longest stall we design for, a
// 200 ms blocked main thread (a long render), plus one tick of timer jitter.

/** Seconds of sound handed to the audio clock ahead of time. */
export const SCHEDULE_AHEAD_S = 0.3
export const TICK_MS = 25
/** The first sound starts this long after play, so its start is never in the past (≤ 50 ms). */
export const START_LEAD_S = 0.04
/** Behind by more than this (a frozen tab, not a busy thread), the music pauses, not bursts. */
export const RESYNC_AFTER_S = 0.25

export type ScheduledItem = Exclude<TimelineItem, { kind: 'bar' }>

/** A sound handed to the audio clock: when it should start and the clock's time at the call (s). */
export type StartRecord = { when: number; at: number }

/** One scheduling call: the item's start as the audio clock was handed it, and what it was. */
export type ScheduleRecord = StartRecord & {
  kind: ScheduledItem['kind']
  /** For a hit: who plays it (chords, bass, drums). */
  part?: string
}

export type SchedulerOptions = {
  /** The audio clock (AudioContext.currentTime), in seconds. */
  now: () => number
  /** Seconds from the clock to the speakers, so bar callbacks match what is heard. */
  outputLatency?: () => number
  scheduleAheadS?: number
  tickMs?: number
  /** Sounds an item at a time on the audio clock. */
  onItem: (item: ScheduledItem, when: number) => void
  /** A bar starts being heard. */
  onBar?: (bar: number) => void
  /** The last bar line has been heard (never called while looping). */
  onEnd?: () => void
  onSchedule?: (record: ScheduleRecord) => void
  /** No timer: the owner calls advance() (an offline render, at each of its suspensions). */
  manual?: boolean
}

type Cue = { when: number; fire: () => void }

export class LookAheadScheduler {
  private readonly aheadS: number
  private readonly tickMs: number
  private timeline: Timeline | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  /** The next beat not yet scheduled, and when it starts on the audio clock. */
  private index = 0
  private beatTime = 0
  private secondsPerBeat = 1
  private cues: Cue[] = []
  private tempo: ((index: number) => number) | undefined
  // Bumped by start and stop, so a callback that stops or restarts ends the loop that called it.
  private generation = 0

  constructor(private readonly options: SchedulerOptions) {
    this.aheadS = options.scheduleAheadS ?? SCHEDULE_AHEAD_S
    this.tickMs = options.tickMs ?? TICK_MS
  }

  get running(): boolean {
    return this.timeline !== undefined
  }

  /**
   * Plays the timeline's first beat at `at` (audio clock); schedules the first window now. With
   * `tempo`, each beat's tempo is asked for by its index (a practice ramp), until setBpm.
   */
  start(
    timeline: Timeline,
    { bpm, at, tempo }: { bpm: number; at: number; tempo?: (index: number) => number },
  ) {
    this.stop()
    this.secondsPerBeat = secondsPerBeat(bpm)
    this.tempo = tempo
    this.timeline = timeline
    this.index = 0
    this.beatTime = at
    this.tick()
  }

  /** From the next beat not yet scheduled; beats already handed over keep their time. */
  setBpm(bpm: number) {
    this.tempo = undefined
    this.secondsPerBeat = secondsPerBeat(bpm)
  }

  /** The next beat not yet scheduled, and when it will sound (audio clock). */
  nextBeat(): { index: number; when: number } {
    return { index: this.index, when: this.beatTime }
  }

  /** Plays another timeline from the next beat not yet scheduled; what is scheduled stays. */
  replace(timeline: Timeline) {
    if (!this.timeline) return
    this.timeline = timeline
  }

  /** Cancels the timer and every pending callback; the caller silences what was scheduled. */
  stop() {
    this.generation += 1
    clearTimeout(this.timer)
    this.timer = undefined
    this.timeline = undefined
    this.cues = []
  }

  /** Schedules what is due within the window now (manual mode: the owner's clock has moved). */
  advance() {
    this.tick()
  }

  private readonly tick = () => {
    this.timer = undefined
    const timeline = this.timeline
    if (!timeline) return
    const generation = this.generation
    this.fireDueCues()
    if (generation !== this.generation) return
    const now = this.options.now()
    // Far behind (a frozen tab): carry on from now rather than sound every missed note at once.
    if (now - this.beatTime > RESYNC_AFTER_S) this.beatTime = now + START_LEAD_S
    const horizon = now + this.aheadS
    while (this.index < timeline.length && this.beatTime < horizon) {
      if (this.tempo) this.secondsPerBeat = secondsPerBeat(this.tempo(this.index))
      this.scheduleBeat(timeline, this.index, this.beatTime)
      if (generation !== this.generation) return
      this.index += 1
      this.beatTime += this.secondsPerBeat
    }
    if (this.index >= timeline.length && this.cues.length === 0) {
      this.timeline = undefined
      return
    }
    if (!this.options.manual) this.timer = setTimeout(this.tick, this.tickMs)
  }

  private scheduleBeat(timeline: Timeline, index: number, beatTime: number) {
    const { onItem, onSchedule, now } = this.options
    for (const item of timeline.at(index)) {
      const when = beatTime + item.offset * this.secondsPerBeat
      if (item.kind === 'bar') {
        this.cue(when, () => this.options.onBar?.(item.bar))
        continue
      }
      onSchedule?.({
        kind: item.kind,
        when,
        at: now(),
        ...(item.kind === 'hit' ? { part: item.part } : {}),
      })
      onItem(item, when)
    }
    if (index === timeline.length - 1) this.cue(beatTime, () => this.options.onEnd?.())
  }

  private cue(when: number, fire: () => void) {
    this.cues.push({ when, fire })
  }

  // Callbacks follow the audio clock, not the scheduling: a bar is reported when it is heard.
  private fireDueCues() {
    const heard = this.options.now() - (this.options.outputLatency?.() ?? 0)
    const generation = this.generation
    while (this.cues.length > 0 && (this.cues[0]?.when ?? Number.POSITIVE_INFINITY) <= heard) {
      this.cues.shift()?.fire()
      if (generation !== this.generation) return
    }
  }
}

function secondsPerBeat(bpm: number): number {
  if (!Number.isFinite(bpm) || bpm <= 0) throw new RangeError(`Not a tempo: ${bpm} bpm`)
  return 60 / bpm
}
