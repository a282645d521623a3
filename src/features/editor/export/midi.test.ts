import { Midi } from '@tonejs/midi'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import type { SongDocument } from '@/song/types'
import { buildSections, buildSong } from '@/testing/song-builders'
import { MIDI_PROGRAMS, songToMidi } from './midi'

const song = buildSong({
  name: 'Export me',
  timeSignature: { beats: 3, unit: 4 },
  key: 'G',
  sections: buildSections([
    { label: 'Verse', repeat: 2, bars: [['G'], ['Em', '', 'C']] },
    { label: 'Chorus', repeat: 1, bars: [['D7']] },
  ]),
})

const notesAt = (midi: Midi, track: number) => {
  const byTick = new Map<number, number[]>()
  for (const note of midi.tracks[track]?.notes ?? []) {
    byTick.set(note.ticks, [...(byTick.get(note.ticks) ?? []), note.midi])
  }
  return byTick
}

describe('songToMidi', () => {
  it('writes tempo, time signature, key and name into the header', () => {
    const midi = new Midi(songToMidi(song))
    expect(midi.header.name).toBe('Export me')
    expect(midi.header.tempos[0]?.bpm).toBeCloseTo(90, 2)
    expect(midi.header.timeSignatures[0]?.timeSignature).toEqual([3, 4])
    expect(midi.header.keySignatures[0]).toMatchObject({ key: 'G', scale: 'major' })
  })

  it('writes one piano track with every chord voiced, in time', () => {
    const midi = new Midi(songToMidi(song))
    expect(midi.tracks).toHaveLength(1)
    expect(midi.tracks[0]?.instrument.number).toBe(0)
    const ppq = midi.header.ppq
    const chords = notesAt(midi, 0)
    // G for bar 1, Em on beat 1 and C on beat 3 of bar 2, twice; then D7.
    expect(chords.get(0)).toEqual([43, 55, 59, 62])
    expect(chords.get(3 * ppq)).toEqual([52, 64, 67, 71])
    expect(chords.get(5 * ppq)).toEqual([48, 60, 64, 67])
    expect(chords.get(6 * ppq)).toEqual([43, 55, 59, 62])
    expect(chords.get(12 * ppq)).toEqual([50, 62, 66, 69, 72])
    const c = midi.tracks[0]?.notes.find((note) => note.ticks === 5 * ppq)
    expect(c?.durationTicks).toBe(ppq)
    expect(midi.tracks[0]?.notes.at(-1)?.ticks).toBe(12 * ppq)
    expect(midi.durationTicks).toBe(15 * ppq)
  })

  it('writes a track per instrument with its General MIDI program and a strum', () => {
    const midi = new Midi(songToMidi(song, { instruments: [0, 1, 2] }))
    expect(midi.tracks.map((t) => [t.name, t.instrument.number, t.channel])).toEqual([
      ['Piano', MIDI_PROGRAMS[0], 0],
      ['Guitar', 25, 1],
      ['Ukulele', 24, 2],
    ])
    // The open G shape 320003, strummed: each string a little after the one below.
    const guitar = midi.tracks[1]?.notes.filter((note) => note.ticks < midi.header.ppq) ?? []
    expect(guitar.map((note) => note.midi)).toEqual([43, 47, 50, 55, 59, 67])
    expect(guitar.map((note) => note.ticks)).toEqual([0, 15, 30, 45, 60, 75])
  })

  it('counts beats in the time signature unit: 6/8 at 120 eighths is 60 quarters', () => {
    const midi = new Midi(
      songToMidi({
        ...song,
        bpm: 120,
        timeSignature: { beats: 6, unit: 8 },
        sections: buildSections([{ label: 'A', repeat: 1, bars: [['C'], ['F']] }]),
      }),
    )
    expect(midi.header.tempos[0]?.bpm).toBeCloseTo(60, 2)
    expect(midi.header.timeSignatures[0]?.timeSignature).toEqual([6, 8])
    expect([...notesAt(midi, 0).keys()]).toEqual([0, 3 * midi.header.ppq])
  })

  it('transposes, and writes a minor key as minor', () => {
    const midi = new Midi(
      songToMidi(
        {
          ...song,
          key: 'Em',
          sections: buildSections([{ label: 'A', repeat: 1, bars: [['Em']] }]),
        },
        { transpose: 2 },
      ),
    )
    // F#m: three sharps, which @tonejs/midi names by the major key of that signature.
    expect(midi.header.keySignatures[0]).toMatchObject({ key: 'A', scale: 'minor' })
    expect(midi.tracks[0]?.notes.map((note) => note.midi)).toEqual([54, 66, 69, 73])
  })

  it.each([
    ['Eb', 'Eb', 'major'],
    ['Bbm', 'Db', 'minor'],
    ['C#', 'C#', 'major'],
    ['Gb', 'Gb', 'major'],
  ])('writes the key signature of %s', (key, signature, scale) => {
    const midi = new Midi(songToMidi({ ...song, key }))
    expect(midi.header.keySignatures).toEqual([expect.objectContaining({ key: signature, scale })])
  })

  it('writes an empty song as a valid file', () => {
    const midi = new Midi(songToMidi({ ...song, key: '', sections: [] }))
    expect(midi.tracks[0]?.notes).toEqual([])
    expect(midi.header.keySignatures).toEqual([])
  })
})

describe('songToMidi with a band', () => {
  const band: SongDocument = {
    ...song,
    timeSignature: { beats: 4, unit: 4 },
    instrument: 1,
    style: 'rock-eighths',
    mix: { ...DEFAULT_MIX, drums: { volume: 0.5, muted: false }, bass: { volume: 1, muted: true } },
    sections: buildSections([{ label: 'Verse', bars: [['C'], ['G/B']] }]),
  }

  it('writes chords, bass and drums on their own tracks, drums on channel 10', () => {
    const midi = new Midi(songToMidi(band))
    expect(midi.tracks.map((t) => [t.name, t.channel])).toEqual([
      ['Guitar', 0],
      ['Bass', 1],
      ['Drums', 9],
    ])
    const ppq = midi.header.ppq
    const [, bass, drums] = midi.tracks
    // Eighths on C (36), then on B (35), the slash bass.
    expect(bass?.notes.map((n) => [n.ticks / ppq, n.midi])).toEqual(
      Array.from({ length: 16 }, (_, i) => [i / 2, i < 8 ? 36 : 35]),
    )
    const snare = drums?.notes.filter((n) => n.midi === 38).map((n) => n.ticks / ppq)
    expect(snare).toEqual([1, 3, 5, 7])
    // The mixer: each track's volume, muted as 0.
    expect(drums?.controlChanges[7]?.[0]?.value).toBeCloseTo(0.5, 2)
    expect(bass?.controlChanges[7]?.[0]?.value).toBe(0)
  })

  it('strums as playback does: on every beat in block chords, not once per chord', () => {
    const midi = new Midi(songToMidi({ ...band, style: 'block' }))
    expect(midi.tracks).toHaveLength(1)
    const ppq = midi.header.ppq
    const strums = [...notesAt(midi, 0).keys()].filter((tick) => tick % ppq === 0)
    expect(strums.map((tick) => tick / ppq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })
})
