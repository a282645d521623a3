import { type VoicedNote, voiced } from './voicing'

// Finger numbers as pianists count them: 1 = thumb … 5 = little finger, on both hands.
export type Finger = 1 | 2 | 3 | 4 | 5

export type HandPart = { hand: 'right' | 'left'; notes: VoicedNote[]; fingers: Finger[] }

export type Fingering =
  /** The chord fits one hand: either hand can play all of it. */
  | { kind: 'one-hand'; right: HandPart; left: HandPart }
  /** Too wide for one hand: the left hand takes the root, the right hand the rest. */
  | { kind: 'two-hands'; left: HandPart; right: HandPart }

/** The widest chord (in semitones, lowest to highest note) we give to one hand: an octave. */
export const ONE_HAND_SPAN = 12

const gaps = (notes: VoicedNote[]) =>
  notes.slice(1).map((note, i) => note.midi - (notes[i]?.midi ?? note.midi))

/** Right hand, thumb on the lowest note; the textbook rules for three, four and five notes. */
export function rightHandFingers(notes: VoicedNote[]): Finger[] {
  const [low = 0, high = 0, top = 0] = gaps(notes)
  switch (notes.length) {
    case 1:
      return [1]
    case 2:
      return low <= 2 ? [1, 2] : [1, 5]
    case 3:
      if (low + high <= 5) return [1, 2, 3]
      // 1-2-5 when the upper gap is the wide one (first inversion, sus2), 1-4-5 for sus4 shapes.
      if (high >= 5 && high > low) return [1, 2, 5]
      if (low >= 5 && high <= 2) return [1, 4, 5]
      return [1, 3, 5]
    case 4:
      // 1-2-3-5, or 1-2-4-5 when the top two notes sit close above a wide middle gap.
      return top <= 2 && high >= 4 ? [1, 2, 4, 5] : [1, 2, 3, 5]
    default:
      return [1, 2, 3, 4, 5]
  }
}

/** Left hand, little finger on the lowest note. */
export function leftHandFingers(notes: VoicedNote[]): Finger[] {
  const [low = 0, high = 0] = gaps(notes)
  switch (notes.length) {
    case 1:
      return [5]
    case 2:
      return low <= 2 ? [2, 1] : [5, 1]
    case 3:
      if (low + high <= 5) return [3, 2, 1]
      // 5-2-1 when the lower gap is the wide one (second inversion, sus4), 5-4-1 for sus2 shapes.
      if (low >= 5 && high <= 4) return [5, 2, 1]
      if (low <= 2) return [5, 4, 1]
      return [5, 3, 1]
    case 4:
      // 5-3-2-1, or 5-4-2-1 when the two lowest notes sit close together.
      return low <= 2 ? [5, 4, 2, 1] : [5, 3, 2, 1]
    default:
      return [5, 4, 3, 2, 1]
  }
}

const span = (notes: VoicedNote[]) => (notes.at(-1)?.midi ?? 0) - (notes[0]?.midi ?? 0)

/** The narrowest way to stack the notes (each once, any order), starting at or above `floor`. */
function narrowest(notes: VoicedNote[], floor: number): VoicedNote[] {
  const byPitchClass = [...notes].sort((a, b) => (a.midi % 12) - (b.midi % 12))
  const rotations = byPitchClass.map((_, start) => {
    const order = [...byPitchClass.slice(start), ...byPitchClass.slice(0, start)]
    const placed: VoicedNote[] = []
    for (const note of order) {
      let midi = floor + ((((note.midi - floor) % 12) + 12) % 12)
      const previous = placed.at(-1)?.midi
      while (previous !== undefined && midi <= previous) midi += 12
      placed.push(voiced(note.note, midi))
    }
    return placed
  })
  return rotations.reduce((best, candidate) => (span(candidate) < span(best) ? candidate : best))
}

/**
 * What the right hand plays over a left-hand root: the chord order (3, 5, 7, 9 …) when it fits the
 * hand, otherwise the same notes regrouped as closely as possible.
 */
export function upperVoicing(notes: VoicedNote[]): VoicedNote[] {
  if (notes.length <= 5 && span(notes) < ONE_HAND_SPAN) return notes
  return narrowest(notes, notes[0]?.midi ?? 0)
}

/** A fingering for the root-position voicing: one hand when it spans an octave or less. */
export function chordFingering(notes: VoicedNote[]): Fingering {
  if (span(notes) <= ONE_HAND_SPAN && notes.length <= 5) {
    return {
      kind: 'one-hand',
      right: { hand: 'right', notes, fingers: rightHandFingers(notes) },
      left: { hand: 'left', notes, fingers: leftHandFingers(notes) },
    }
  }
  const [root, ...rest] = notes
  const upper = upperVoicing(rest)
  const bass = root ? [root] : []
  return {
    kind: 'two-hands',
    left: { hand: 'left', notes: bass, fingers: leftHandFingers(bass) },
    right: { hand: 'right', notes: upper, fingers: rightHandFingers(upper) },
  }
}
