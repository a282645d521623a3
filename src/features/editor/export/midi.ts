import { Midi } from '@tonejs/midi'
import { INSTRUMENTS } from '@/music/instrument-voicing'
import { keyAlteration, parseKey } from '@/music/key-name'
import { transposeKey } from '@/music/transpose'
import { songKey } from '@/song/song-key'
import type { Instrument, SongDocument } from '@/song/types'
import { playbackEvents } from '../playback-plan'

// The song as a Standard MIDI File: one track per instrument, each chord voiced as that
// instrument plays it (the same notes playback sounds), with the song's tempo, time signature
// and key. A beat is one slot, a 1/D note of the N/D time signature.

/** General MIDI programs (0-based): acoustic grand, steel-string guitar, nylon guitar for ukulele. */
export const MIDI_PROGRAMS: Record<Instrument, number> = { 0: 0, 1: 25, 2: 24 }

const TRACK_NAMES: Record<Instrument, string> = { 0: 'Piano', 1: 'Guitar', 2: 'Ukulele' }

/** MIDI velocity, 0 to 1. */
const VELOCITY = 0.7
/** A strum spreads the strings this far apart, in quarter notes (about 15 ms at 120 bpm). */
const STRUM_QUARTERS = 1 / 32

export type MidiOptions = {
  /** One track each; default the song's own instrument. */
  instruments?: Instrument[]
  /** Semitones to transpose by, spelled for the key it lands in. */
  transpose?: number
}

export function songToMidi(document: SongDocument, options: MidiOptions = {}): Uint8Array {
  const midi = new Midi()
  const { beats, unit } = document.timeSignature
  midi.header.name = document.name
  // MIDI counts tempo in quarter notes; our bpm counts beats of 1/unit notes.
  midi.header.setTempo((document.bpm * 4) / unit)
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [beats, unit] })
  const key = parseKey(transposeKey(songKey(document), options.transpose ?? 0))
  if (key) midi.header.keySignatures.push({ ticks: 0, key: 'C', scale: key.mode })
  midi.header.update()

  const ticksPerBeat = (midi.header.ppq * 4) / unit
  const instruments = options.instruments ?? [document.instrument]
  instruments.forEach((instrument, index) => {
    const track = midi.addTrack()
    track.name = TRACK_NAMES[instrument]
    track.instrument.number = MIDI_PROGRAMS[instrument]
    // Channel 10 (index 9) is drums in General MIDI.
    track.channel = index >= 9 ? index + 1 : index
    const strum =
      INSTRUMENTS[instrument] === 'piano' ? 0 : Math.round(midi.header.ppq * STRUM_QUARTERS)
    const events = playbackEvents({ ...document, instrument }, { transpose: options.transpose })
    for (const event of events) {
      const start = Math.round(event.beat * ticksPerBeat)
      const end = Math.round((event.beat + event.beats) * ticksPerBeat)
      event.midi.forEach((note, string) => {
        const ticks = start + Math.min(string * strum, (end - start) / 2)
        track.addNote({ midi: note, ticks, durationTicks: end - ticks, velocity: VELOCITY })
      })
    }
  })
  const bytes = midi.toArray()
  if (key) setKeySignatureSharps(bytes, keyAlteration(key))
  return bytes
}

// @tonejs/midi 2.0.28 writes a key signature as its place in a list plus 7, not as its sharps
// (github.com/Tonejs/Midi/issues/173, fixed after that release): it is written as C above, and
// the sharps byte of the meta event (FF 59 02 sf mi) is set here. Reading is right, so tests see it.
function setKeySignatureSharps(bytes: Uint8Array, sharps: number): void {
  for (let i = 0; i + 4 < bytes.length; i += 1) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0x59 && bytes[i + 2] === 0x02) {
      bytes[i + 3] = sharps & 0xff
      return
    }
  }
}
