// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allChords, parseChordSlug } from './chord-catalog'
import { chordFacts } from './chord-theory'
import { chordFingering, leftHandFingers, ONE_HAND_SPAN, rightHandFingers } from './fingering'
import { inversions, rootPosition, type Voicing } from './voicing'

const voicingsOf = (slug: string): Voicing[] => {
  const spec = parseChordSlug(slug)
  if (!spec) throw new Error(`no chord ${slug}`)
  const facts = chordFacts(spec)
  return [rootPosition(facts), ...inversions(facts)]
}
const hands = (slug: string) =>
  voicingsOf(slug).map(
    (v) => `${rightHandFingers(v.notes).join('')}/${leftHandFingers(v.notes).join('')}`,
  )

describe('piano fingering', () => {
  it('follows the textbook for a major triad and its inversions', () => {
    // Root: RH 1-3-5, LH 5-3-1; first: RH 1-2-5, LH 5-3-1; second: RH 1-3-5, LH 5-2-1.
    expect(hands('c-major')).toEqual(['135/531', '125/531', '135/521'])
    expect(hands('a-minor')).toEqual(['135/531', '125/531', '135/521'])
  })

  it('uses the fingers beside the thumb or little finger for sus chords', () => {
    expect(hands('c-sus2')[0]).toBe('125/541')
    expect(hands('c-sus4')[0]).toBe('145/521')
  })

  it('plays four-note chords 1-2-3-5 and 5-3-2-1', () => {
    expect(hands('g-7')[0]).toBe('1235/5321')
    expect(hands('c-major-7')[0]).toBe('1235/5321')
    // Third inversion: the seventh sits a half step under the root, so the left hand uses 5-4.
    expect(hands('c-major-7')[3]).toBe('1235/5421')
  })

  it('splits chords wider than an octave between the hands', () => {
    const spec = parseChordSlug('c-9')
    if (!spec) throw new Error('no C9')
    const fingering = chordFingering(rootPosition(chordFacts(spec)).notes)
    expect(fingering.kind).toBe('two-hands')
    expect(fingering.left.notes.map((n) => n.name)).toEqual(['C4'])
    expect(fingering.left.fingers).toEqual([5])
    expect(fingering.right.notes.map((n) => n.name)).toEqual(['E4', 'G4', 'Bb4', 'D5'])
    expect(fingering.right.fingers).toEqual([1, 2, 3, 5])
  })

  it('regroups a thirteenth so the right hand can reach it', () => {
    const spec = parseChordSlug('c-13')
    if (!spec) throw new Error('no C13')
    const { right } = chordFingering(rootPosition(chordFacts(spec)).notes)
    const midis = right.notes.map((n) => n.midi)
    expect((midis.at(-1) ?? 0) - (midis[0] ?? 0)).toBeLessThanOrEqual(ONE_HAND_SPAN)
    expect(new Set(right.notes.map((n) => n.note))).toEqual(new Set(['E', 'G', 'Bb', 'D', 'A']))
  })

  it('gives every chord a playable fingering: one finger per note, in order, within a hand span', () => {
    for (const spec of allChords()) {
      const facts = chordFacts(spec)
      const fingering = chordFingering(rootPosition(facts).notes)
      for (const part of [fingering.left, fingering.right]) {
        expect(part.fingers).toHaveLength(part.notes.length)
        const order = part.hand === 'right' ? part.fingers : [...part.fingers].reverse()
        expect(order.slice(1).every((f, i) => f > (order[i] ?? f))).toBe(true)
        const midis = part.notes.map((n) => n.midi)
        expect((midis.at(-1) ?? 0) - (midis[0] ?? 0)).toBeLessThanOrEqual(ONE_HAND_SPAN)
      }
      const played = new Set([...fingering.left.notes, ...fingering.right.notes].map((n) => n.note))
      expect(played).toEqual(new Set(facts.notes))
    }
  })
})
