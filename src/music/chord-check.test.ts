// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { factsOf } from '@/testing/chords'
import { allChords } from './chord-catalog'
import { checkChord } from './chord-check'
import { chordFacts } from './chord-theory'
import { inversions, rootPosition } from './voicing'

describe('checking a played chord', () => {
  it('accepts every voicing of every chord, naming its inversion by the lowest note', () => {
    for (const spec of allChords()) {
      const facts = chordFacts(spec)
      for (const voicing of [rootPosition(facts), ...inversions(facts)]) {
        const played = voicing.notes.map((note) => note.midi)
        expect(checkChord(facts, played)).toMatchObject({
          kind: 'right',
          inversion: voicing.inversion,
          label: voicing.label,
        })
      }
    }
  })

  it('takes any octave, any order and doubled notes', () => {
    const cMajor = factsOf('c-major')
    // E2 in the bass, C and G doubled over two octaves, pressed in no order.
    expect(checkChord(cMajor, [79, 40, 72, 55, 60, 64])).toEqual({
      kind: 'right',
      inversion: 1,
      label: 'first inversion',
      bass: 'E',
    })
    expect(checkChord(cMajor, [67 - 24, 72, 76])).toMatchObject({
      label: 'second inversion',
      bass: 'G',
    })
  })

  it('names a missing note in the chord’s spelling, and an extra one the way the chord leans', () => {
    expect(checkChord(factsOf('c-major'), [60, 67])).toEqual({
      kind: 'wrong',
      missing: ['E'],
      extra: [],
    })
    expect(checkChord(factsOf('c-major'), [60, 64, 67, 70])).toEqual({
      kind: 'wrong',
      missing: [],
      extra: ['A♯'],
    })
    // E♭ major leans flat: the wrong key between D and E is E♭'s neighbour D♭, not C♯.
    expect(checkChord(factsOf('e-flat-major'), [63, 61, 70])).toEqual({
      kind: 'wrong',
      missing: ['G'],
      extra: ['D♭'],
    })
    // F♯m7 spelled with sharps: its missing A and an extra G♯.
    expect(checkChord(factsOf('f-sharp-minor-7'), [66, 68, 73, 76])).toEqual({
      kind: 'wrong',
      missing: ['A'],
      extra: ['G♯'],
    })
  })

  it('lets a big chord leave out its fifth, but never a triad or another tone', () => {
    expect(checkChord(factsOf('c-9'), [48, 64, 70, 74])).toEqual({
      kind: 'right',
      inversion: 0,
      label: 'root position',
      bass: 'C',
      withoutFifth: 'G',
    })
    expect(checkChord(factsOf('c-major'), [60, 64])).toMatchObject({ missing: ['G'] })
    expect(checkChord(factsOf('c-9'), [48, 67, 70, 74])).toMatchObject({ missing: ['E'] })
  })

  it('has nothing to say before a note is played', () => {
    expect(checkChord(factsOf('c-major'), [])).toEqual({ kind: 'empty' })
  })
})
