// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { factsOf } from '@/testing/chords'
import { allChords } from './chord-catalog'
import { chordFacts } from './chord-theory'
import { inversionLabel, inversions, rootPosition } from './voicing'

const names = (notes: { name: string }[]) => notes.map((n) => n.name)

describe('voicings', () => {
  it('stack root position upwards from the root in the fourth octave', () => {
    expect(names(rootPosition(factsOf('c-major')).notes)).toEqual(['C4', 'E4', 'G4'])
    expect(names(rootPosition(factsOf('c-13')).notes)).toEqual([
      'C4',
      'E4',
      'G4',
      'Bb4',
      'D5',
      'A5',
    ])
    expect(rootPosition(factsOf('c-major')).notes.map((n) => n.midi)).toEqual([60, 64, 67])
  })

  it('name each note with the octave of its letter (B# above B, Cb below C)', () => {
    const gSharp7 = rootPosition(factsOf('g-sharp-7')).notes
    expect(names(gSharp7)).toEqual(['G#4', 'B#4', 'D#5', 'F#5'])
    expect(gSharp7.map((n) => n.midi)).toEqual([68, 72, 75, 78])
    const dFlat7 = rootPosition(factsOf('d-flat-7')).notes
    expect(names(dFlat7)).toEqual(['Db4', 'F4', 'Ab4', 'Cb5'])
    expect(dFlat7.at(-1)?.midi).toBe(71)
  })

  it('give a triad two inversions with slash names', () => {
    const result = inversions(factsOf('c-major'))
    expect(result.map((v) => [v.label, v.symbol, names(v.notes).join(' ')])).toEqual([
      ['first inversion', 'C/E', 'E4 G4 C5'],
      ['second inversion', 'C/G', 'G4 C5 E5'],
    ])
    expect(inversions(factsOf('b-flat-major-7')).map((v) => v.symbol)).toEqual([
      'Bbmaj7/D',
      'Bbmaj7/F',
      'Bbmaj7/A',
    ])
  })

  it('give every chord one inversion per tone but the root, each ascending with the same notes', () => {
    for (const spec of allChords()) {
      const facts = chordFacts(spec)
      const all = [rootPosition(facts), ...inversions(facts)]
      expect(all).toHaveLength(facts.tones.length)
      all.forEach((voicing, index) => {
        const midis = voicing.notes.map((n) => n.midi)
        expect(midis.slice(1).every((m, i) => m > (midis[i] ?? m))).toBe(true)
        expect(voicing.notes[0]?.note).toBe(facts.tones[index]?.note)
        expect(new Set(midis.map((m) => m % 12))).toEqual(
          new Set(facts.tones.map((t) => t.pitchClass)),
        )
      })
    }
  })

  it('labels inversions in words', () => {
    expect([0, 1, 2, 3, 5].map(inversionLabel)).toEqual([
      'root position',
      'first inversion',
      'second inversion',
      'third inversion',
      'fifth inversion',
    ])
  })
})
