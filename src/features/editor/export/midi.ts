import { Midi, type Track } from '@tonejs/midi'
import type { Hit, Part } from '@/audio/hits'
import { partGain } from '@/audio/mix'
import { arrange } from '@/audio/styles/arrange'
import { INSTRUMENTS } from '@/music/instrument-voicing'
import { keyAlteration, parseKey } from '@/music/key-name'
import { transposeKey } from '@/music/transpose'
import { songKey } from '@/song/song-key'
import type { Instrument, SongDocument } from '@/song/types'
import { barStyles, playbackEvents, playedBars } from '../playback-plan'

// The song as a Standard MIDI File, the band as the player plays it: the style's arrangement
// (./audio/styles), the same notes at the same beats, on a track per part: the chords (one track
// per instrument asked for), the bass, and the drums on channel 10. Each track's volume is the
// mixer's (muted: 0). Header: the song's tempo, time signature and key. A beat is one slot, a
// 1/D note of the N/D time signature.

/** General MIDI programs (0-based): acoustic grand, steel-string guitar, nylon guitar for ukulele. */
export const MIDI_PROGRAMS: Record<Instrument, number> = { 0: 0, 1: 25, 2: 24 }
/** Electric bass (finger). */
export const BASS_PROGRAM = 33
/** Channel 10 (index 9) is percussion in General MIDI. */
export const DRUM_CHANNEL = 9

const TRACK_NAMES: Record<Instrument, string> = { 0: 'Piano', 1: 'Guitar', 2: 'Ukulele' }

/** A strum spreads the strings this far apart, in quarter notes (about 15 ms at 120 bpm). */
const STRUM_QUARTERS = 1 / 32

export type MidiOptions = {
  /** A chords track each; default the song's own instrument. */
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
  const ticks = (beat: number) => Math.round(beat * ticksPerBeat)
  const bars = playedBars(document)
  const band = (instrument: Instrument) => {
    const events = playbackEvents({ ...document, instrument }, { transpose: options.transpose })
    return arrange(events, {
      instrument: INSTRUMENTS[instrument] ?? 'piano',
      style: document.style,
      barStyles: barStyles(document, bars),
      beatsPerBar: beats,
      from: 0,
      to: bars.length * beats,
    })
  }
  const volume = (track: Track, part: Part) =>
    track.addCC({ number: 7, value: partGain(document.mix[part]), ticks: 0 })

  const instruments = options.instruments ?? [document.instrument]
  let others: Hit[] = []
  instruments.forEach((instrument, index) => {
    const hits = band(instrument)
    if (index === 0) others = hits.filter((hit) => hit.part === 'bass' || hit.part === 'drums')
    const track = midi.addTrack()
    track.name = TRACK_NAMES[instrument]
    track.instrument.number = MIDI_PROGRAMS[instrument]
    track.channel = index >= DRUM_CHANNEL ? index + 1 : index
    volume(track, 'chords')
    const strum =
      INSTRUMENTS[instrument] === 'piano' ? 0 : Math.round(midi.header.ppq * STRUM_QUARTERS)
    for (const hit of hits.filter((h) => (h.part ?? 'chords') === 'chords')) {
      const start = ticks(hit.start)
      const end = ticks(hit.end)
      const order = hit.strum === 'up' ? [...hit.midi].reverse() : hit.midi
      order.forEach((note, string) => {
        const at = start + Math.min(string * strum, (end - start) / 2)
        track.addNote({ midi: note, ticks: at, durationTicks: end - at, velocity: hit.level })
      })
    }
  })

  const bass = others.filter((hit) => hit.part === 'bass')
  if (bass.length > 0) {
    const track = midi.addTrack()
    track.name = 'Bass'
    track.instrument.number = BASS_PROGRAM
    track.channel = instruments.length >= DRUM_CHANNEL ? instruments.length + 1 : instruments.length
    volume(track, 'bass')
    for (const hit of bass) addHit(track, hit, ticks)
  }
  const drums = others.filter((hit) => hit.part === 'drums')
  if (drums.length > 0) {
    const track = midi.addTrack()
    track.name = 'Drums'
    track.channel = DRUM_CHANNEL
    volume(track, 'drums')
    for (const hit of drums) addHit(track, hit, ticks)
  }

  const bytes = midi.toArray()
  if (key) setKeySignatureSharps(bytes, keyAlteration(key))
  return bytes
}

function addHit(track: Track, hit: Hit, ticks: (beat: number) => number) {
  const start = ticks(hit.start)
  for (const note of hit.midi) {
    track.addNote({
      midi: note,
      ticks: start,
      durationTicks: Math.max(1, ticks(hit.end) - start),
      velocity: hit.level,
    })
  }
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
