import { CHORD_GAIN, RELEASE_S, type SampledPiano } from './sampled-piano'
import { perNoteGain, sounding, startNotes, type Voice } from './sounding'

/** The sampled piano, played by the scheduler: a block chord held until its release. */
export class PianoVoice implements Voice {
  constructor(
    private readonly piano: SampledPiano,
    private readonly context: Pick<BaseAudioContext, 'createBufferSource' | 'createGain'>,
  ) {}

  async load(midi: readonly number[]): Promise<void> {
    await this.piano.load([...new Set(midi)])
  }

  readonly strike: Voice['strike'] = (midi, at, level, output) => {
    const perNote = perNoteGain(CHORD_GAIN * level, midi.length)
    const notes = startNotes(
      this.context,
      output,
      midi.flatMap((pitch) => {
        const sample = this.piano.loadedSample(pitch)
        return sample ? [{ ...sample, start: at, level: perNote }] : []
      }),
    )
    return notes.length ? sounding(notes, { releaseS: RELEASE_S }) : undefined
  }
}
