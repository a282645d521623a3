import type { ChordFacts } from './chord-theory'

export type VoicedNote = {
  note: string
  /** MIDI number: C4 = 60 */
  midi: number
  /** Scientific name with octave, as the sampler reads it: "C#4". */
  name: string
}

export type Voicing = {
  /** 0 for root position, 1 for first inversion … */
  inversion: number
  /** "root position", "first inversion" … */
  label: string
  /** "C", "C/E" … */
  symbol: string
  notes: VoicedNote[]
}

/** The root of every root-position voicing sits in this octave (C4 = middle C). */
export const ROOT_OCTAVE = 4

const ORDINAL_WORDS = ['root position', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth']

export function inversionLabel(inversion: number): string {
  return inversion === 0
    ? 'root position'
    : `${ORDINAL_WORDS[inversion] ?? `${inversion}th`} inversion`
}

const midiInOctave = (pitchClass: number, octave: number) => (octave + 1) * 12 + pitchClass

// Tonal spells B# as the C above B, and Cb as the B below C: the octave follows the letter.
function octaveOf(note: string, midi: number): number {
  const letterPitch = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }[note[0] as 'C'] ?? 0
  const alteration = [...note.slice(1)].reduce((sum, c) => sum + (c === '#' ? 1 : -1), 0)
  return (midi - letterPitch - alteration) / 12 - 1
}

/** A spelled note at a MIDI pitch, named with the octave its letter belongs to. */
export function voiced(note: string, midi: number): VoicedNote {
  return { note, midi, name: `${note}${octaveOf(note, midi)}` }
}

/**
 * The chord tones stacked upwards in the given order, each above the one before, starting from
 * the first tone at or above the root's place in ROOT_OCTAVE.
 */
function stack(facts: ChordFacts, order: number[]): VoicedNote[] {
  const rootMidi = midiInOctave(facts.tones[0]?.pitchClass ?? 0, ROOT_OCTAVE)
  const notes: VoicedNote[] = []
  let previous = rootMidi - 1
  for (const index of order) {
    const tone = facts.tones[index]
    if (!tone) continue
    // The first note sits at the root or above it; each later note above the one before.
    let midi = midiInOctave(tone.pitchClass, ROOT_OCTAVE - 1)
    while (midi <= previous) midi += 12
    notes.push(voiced(tone.note, midi))
    previous = midi
  }
  return notes
}

/** Root position: the chord tones in order (1, 3, 5, 7, 9 …), each above the last. */
export function rootPosition(facts: ChordFacts): Voicing {
  return {
    inversion: 0,
    label: inversionLabel(0),
    symbol: facts.symbol,
    notes: stack(
      facts,
      facts.tones.map((_, index) => index),
    ),
  }
}

/** Every inversion: chord tone k in the bass, the others above it in chord order. */
export function inversions(facts: ChordFacts): Voicing[] {
  const count = facts.tones.length
  return Array.from({ length: count - 1 }, (_, i) => {
    const inversion = i + 1
    const order = Array.from({ length: count }, (_, k) => (inversion + k) % count)
    const bass = facts.tones[inversion]?.note ?? ''
    return {
      inversion,
      label: inversionLabel(inversion),
      symbol: `${facts.symbol}/${bass}`,
      notes: stack(facts, order),
    }
  })
}
