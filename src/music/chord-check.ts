import type { ChordFacts } from './chord-theory'
import { displayNote, pitchClassName } from './note-names'
import { inversionLabel } from './voicing'

/** What a learner played, measured against the chord they meant to play. */
export type ChordCheck =
  | { kind: 'empty' }
  | {
      kind: 'right'
      /** Which chord tone is lowest: 0 for the root, 1 for the third … */
      inversion: number
      /** "root position", "first inversion" … */
      label: string
      /** The lowest note, spelled as in the chord. */
      bass: string
      /** The fifth, when it was left out of a chord of four notes or more, as pianists do. */
      withoutFifth?: string
    }
  | { kind: 'wrong'; missing: string[]; extra: string[] }

const pitchClassOf = (midi: number) => ((midi % 12) + 12) % 12

/** Whether a chord is spelled with flats, so a note played against it is named with them too. */
export const leansFlat = (facts: ChordFacts): boolean =>
  facts.notes.some((note) => note.includes('b'))

/**
 * Any octave and any doubling count: the chord is right when its pitch classes are exactly the
 * ones played, and the lowest note played names the inversion. A note outside the chord is
 * spelled the way the chord leans, with flats for a flat chord.
 */
export function checkChord(facts: ChordFacts, played: readonly number[]): ChordCheck {
  if (played.length === 0) return { kind: 'empty' }
  const pitchClasses = new Set(played.map(pitchClassOf))
  const tones = facts.tones
  const missingTones = tones.filter((tone) => !pitchClasses.has(tone.pitchClass))
  const chordClasses = new Set(tones.map((tone) => tone.pitchClass))
  const flats = leansFlat(facts)
  const extra = [...pitchClasses]
    .filter((pitchClass) => !chordClasses.has(pitchClass))
    .sort((a, b) => a - b)
    .map((pitchClass) => displayNote(pitchClassName(pitchClass, flats)))
  const onlyFifthMissing =
    tones.length >= 4 && missingTones.length === 1 && missingTones[0]?.degree === '5'
  if (extra.length > 0 || (missingTones.length > 0 && !onlyFifthMissing)) {
    return { kind: 'wrong', missing: missingTones.map((tone) => displayNote(tone.note)), extra }
  }
  const lowest = pitchClassOf(Math.min(...played))
  const inversion = tones.findIndex((tone) => tone.pitchClass === lowest)
  return {
    kind: 'right',
    inversion,
    label: inversionLabel(inversion),
    bass: displayNote(tones[inversion]?.note ?? ''),
    ...(onlyFifthMissing ? { withoutFifth: displayNote(missingTones[0]?.note ?? '') } : {}),
  }
}
