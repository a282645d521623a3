// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chordCheckMessage } from './chord-check-message'

describe('what the page says of a played chord', () => {
  it('names the inversion and the bass note of a right chord', () => {
    expect(
      chordCheckMessage(
        { kind: 'right', inversion: 0, label: 'root position', bass: 'C' },
        'C major',
      ),
    ).toBe('Yes, that is C major in root position.')
    expect(
      chordCheckMessage(
        { kind: 'right', inversion: 2, label: 'second inversion', bass: 'G' },
        'C major',
      ),
    ).toBe('Yes, that is C major in second inversion, with G in the bass.')
    expect(
      chordCheckMessage(
        { kind: 'right', inversion: 0, label: 'root position', bass: 'C', withoutFifth: 'G' },
        'C9',
      ),
    ).toBe('Yes, that is C9 in root position. The fifth, G, is left out, as pianists often do.')
  })

  it('lists what is missing and what is extra', () => {
    expect(chordCheckMessage({ kind: 'wrong', missing: ['E'], extra: [] }, 'C major')).toBe(
      'Not C major yet: E is missing.',
    )
    expect(
      chordCheckMessage({ kind: 'wrong', missing: ['E', 'G', 'B♭'], extra: ['D♭', 'F'] }, 'C7'),
    ).toBe('Not C7 yet: E, G and B♭ are missing; D♭ and F are not in the chord.')
  })

  it('asks for the chord before a note is played', () => {
    expect(chordCheckMessage({ kind: 'empty' }, 'F♯m7')).toBe('No notes yet: play F♯m7.')
  })
})
