// A piano from the Salamander Grand Piano samples (CC BY 3.0, Alexander Holm): one recorded note
// every three semitones, A0 to C8; the notes between play the nearest sample a little faster or
// slower. Samples are fetched the first time a note needs them.

import { perNoteGain } from './sounding'

export type PlayMode = 'block' | 'arpeggio'

/** The parts of a Web Audio context the piano uses (a fake one in tests). */
export type PianoAudioContext = Pick<
  BaseAudioContext,
  'currentTime' | 'destination' | 'createBufferSource' | 'createGain' | 'decodeAudioData'
> & { state?: AudioContextState; resume?: () => Promise<void> }

export type PianoOptions = {
  /** Where the sample files are served, ending in a slash. */
  baseUrl?: string
  /** Where the piano plays into; the context's speakers by default. */
  output?: AudioNode
  fetchSample?: (url: string) => Promise<ArrayBuffer>
}

export type PlayOptions = { mode?: PlayMode }

export const SAMPLE_BASE_URL = '/samples/piano/'
export const LOWEST_SAMPLE_MIDI = 21 // A0
export const HIGHEST_SAMPLE_MIDI = 108 // C8
export const SAMPLE_STEP_SEMITONES = 3
/** Scheduling lead, so the first note is not cut by the time the call takes. */
export const START_DELAY_S = 0.03
export const ARPEGGIO_STEP_S = 0.22
/** How long the chord rings after its last note starts. */
export const HOLD_S = 1.8
/** Time constant of the release: the note fades to ~5% in three of these. */
export const RELEASE_S = 0.25
/** The whole chord peaks at about this gain, however many notes it has. */
export const CHORD_GAIN = 0.9

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']
const LETTER_PITCH: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }

/** "C4" → 60, "B#4" → 72, "Cb5" → 71, "F##3" → 55; numbers pass through. */
export function noteToMidi(note: string | number): number {
  if (typeof note === 'number') return note
  const match = /^([A-Ga-g])(#{1,2}|b{1,2})?(-?\d)$/.exec(note)
  if (!match) throw new Error(`Not a note with an octave: ${note}`)
  const [, letter = 'C', accidentals = '', octave = '4'] = match
  const shift = accidentals.startsWith('#') ? accidentals.length : -accidentals.length
  return (Number(octave) + 1) * 12 + (LETTER_PITCH[letter.toUpperCase()] ?? 0) + shift
}

export type Sample = { midi: number; file: string; url: string; playbackRate: number }

/** The recorded note nearest to a pitch and how fast to play it to sound that pitch. */
export function sampleFor(midi: number, baseUrl = SAMPLE_BASE_URL): Sample {
  const steps = Math.round((midi - LOWEST_SAMPLE_MIDI) / SAMPLE_STEP_SEMITONES)
  const sampleMidi = Math.min(
    HIGHEST_SAMPLE_MIDI,
    Math.max(LOWEST_SAMPLE_MIDI, LOWEST_SAMPLE_MIDI + steps * SAMPLE_STEP_SEMITONES),
  )
  const file = `${SHARP_NAMES[sampleMidi % 12]}${Math.floor(sampleMidi / 12) - 1}v8.mp3`
  return {
    midi: sampleMidi,
    file,
    // "#" would start a URL fragment.
    url: `${baseUrl}${encodeURIComponent(file)}`,
    playbackRate: 2 ** ((midi - sampleMidi) / 12),
  }
}

/** When each note of a chord starts, in seconds after the first. */
export function noteOffsets(count: number, mode: PlayMode): number[] {
  return Array.from({ length: count }, (_, i) => (mode === 'arpeggio' ? i * ARPEGGIO_STEP_S : 0))
}

const defaultFetch = async (url: string) => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load the piano sample ${url} (${response.status})`)
  return response.arrayBuffer()
}

type Voice = { source: AudioBufferSourceNode; gain: GainNode }

export class SampledPiano {
  private readonly buffers = new Map<string, Promise<AudioBuffer>>()
  // The same buffers once decoded, for schedulers that must start a note without waiting.
  private readonly decoded = new Map<string, AudioBuffer>()
  private voices: Voice[] = []
  private readonly baseUrl: string
  private readonly output: AudioNode
  private readonly fetchSample: (url: string) => Promise<ArrayBuffer>

  constructor(
    private readonly context: PianoAudioContext,
    options: PianoOptions = {},
  ) {
    this.baseUrl = options.baseUrl ?? SAMPLE_BASE_URL
    this.output = options.output ?? context.destination
    this.fetchSample = options.fetchSample ?? defaultFetch
  }

  /** Fetches and decodes the samples these notes need (each file once, however often asked). */
  load(notes: (string | number)[]): Promise<AudioBuffer[]> {
    return Promise.all(notes.map((note) => this.buffer(sampleFor(noteToMidi(note), this.baseUrl))))
  }

  private buffer(sample: Sample): Promise<AudioBuffer> {
    let buffer = this.buffers.get(sample.url)
    if (!buffer) {
      buffer = this.fetchSample(sample.url)
        .then((data) => this.context.decodeAudioData(data))
        .then((decoded) => {
          this.decoded.set(sample.url, decoded)
          return decoded
        })
      // A failed load may be retried on the next press.
      buffer.catch(() => this.buffers.delete(sample.url))
      this.buffers.set(sample.url, buffer)
    }
    return buffer
  }

  /** The decoded sample for a note and its playback rate, if load() has fetched it already. */
  loadedSample(note: string | number): { buffer: AudioBuffer; playbackRate: number } | undefined {
    const sample = sampleFor(noteToMidi(note), this.baseUrl)
    const buffer = this.decoded.get(sample.url)
    return buffer && { buffer, playbackRate: sample.playbackRate }
  }

  /**
   * Plays the notes together (block) or one after another, low to high (arpeggio), once their
   * samples are loaded; stops whatever was still sounding. Resolves with the end time in the
   * context's clock.
   */
  async playChord(notes: (string | number)[], { mode = 'block' }: PlayOptions = {}) {
    const midis = notes.map(noteToMidi)
    const buffers = await this.load(midis)
    if (this.context.state === 'suspended') await this.context.resume?.()
    this.stop()
    const start = this.context.currentTime + START_DELAY_S
    const offsets = noteOffsets(midis.length, mode)
    const release = start + (offsets.at(-1) ?? 0) + HOLD_S
    const level = perNoteGain(CHORD_GAIN, midis.length)
    midis.forEach((midi, i) => {
      const buffer = buffers[i]
      if (!buffer) return
      const source = this.context.createBufferSource()
      source.buffer = buffer
      source.playbackRate.value = sampleFor(midi, this.baseUrl).playbackRate
      const gain = this.context.createGain()
      const at = start + (offsets[i] ?? 0)
      gain.gain.setValueAtTime(level, at)
      gain.gain.setTargetAtTime(0, release, RELEASE_S)
      source.connect(gain)
      gain.connect(this.output)
      source.start(at)
      source.stop(release + RELEASE_S * 4)
      this.voices.push({ source, gain })
    })
    return { startsAt: start, endsAt: release + RELEASE_S * 4 }
  }

  /** Silences every note at once. */
  stop() {
    for (const { source, gain } of this.voices) {
      try {
        source.stop()
      } catch {
        // Already stopped.
      }
      gain.disconnect()
    }
    this.voices = []
  }
}
