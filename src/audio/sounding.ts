// What a voice hands back for a strike: the engine releases it when the chord ends and cuts it
// short on stop.

export type Sounding = {
  /** Fades the notes out from `at` (audio clock). */
  release(at: number): void
  /** Ends every note by `at`, even one not started yet. */
  stop(at: number): void
  /** When the last note has fallen silent; Infinity until released. */
  readonly endsAt: number
}

export type Voice = {
  /** Prepares whatever these pitches need (samples, rendered strings), so strikes never wait. */
  load(midi: readonly number[]): Promise<void>
  /** Starts the notes at `at` into `output`; undefined when none could sound. */
  strike(
    midi: readonly number[],
    at: number,
    level: number,
    output: AudioNode,
  ): Sounding | undefined
}

/**
 * The gain of each of a chord's `count` notes: the chord grows by the square root of its notes, as
 * unrelated sounds add, so a six-string strum is not six times as loud as one string.
 */
export const perNoteGain = (chordGain: number, count: number): number =>
  chordGain / Math.sqrt(Math.max(1, count))

export type Note = { source: AudioBufferSourceNode; gain: GainNode; start: number }

/** Time constants after which a fading note is inaudible (e^-5 ≈ 0.7 %). */
const SILENT_AFTER = 5

export type ReleaseShape = {
  /** Time constant of the fade, in seconds. */
  releaseS: number
  /** Each later note fades this much later (a strum damps string by string), in seconds. */
  staggerS?: number
  /** When the notes end by themselves if never released (the buffer's end). */
  naturalEnd?: number
}

/** Starts each note's source with a gain to fade, and wraps them for release and stop. */
export function startNotes(
  context: Pick<BaseAudioContext, 'createBufferSource' | 'createGain'>,
  output: AudioNode,
  notes: readonly { buffer: AudioBuffer; playbackRate?: number; start: number; level: number }[],
): Note[] {
  return notes.map(({ buffer, playbackRate = 1, start, level }) => {
    const source = context.createBufferSource()
    source.buffer = buffer
    source.playbackRate.value = playbackRate
    const gain = context.createGain()
    gain.gain.setValueAtTime(level, start)
    source.connect(gain)
    gain.connect(output)
    source.start(start)
    return { source, gain, start }
  })
}

export function sounding(notes: readonly Note[], shape: ReleaseShape): Sounding {
  const { releaseS, staggerS = 0, naturalEnd = Number.POSITIVE_INFINITY } = shape
  let endsAt = naturalEnd
  return {
    get endsAt() {
      return endsAt
    },
    release(at) {
      notes.forEach(({ source, gain, start }, i) => {
        // A note not started yet by then fades from its own start.
        const from = Math.max(at + i * staggerS, start)
        gain.gain.setTargetAtTime(0, from, releaseS)
        source.stop(from + releaseS * SILENT_AFTER)
      })
      const last = notes.reduce((max, { start }, i) => Math.max(max, at + i * staggerS, start), at)
      endsAt = Math.min(endsAt, last + releaseS * SILENT_AFTER)
    },
    stop(at) {
      for (const { source } of notes) {
        try {
          source.stop(at)
        } catch {
          // Already ended.
        }
      }
      endsAt = Math.min(endsAt, at)
    },
  }
}
