// @vitest-environment node
import { expect, it } from 'vitest'
import { chordFaq } from './chord-faq'
import { chordPageDataForSlug } from './chord-page-data'

const faqOf = (slug: string) => {
  const data = chordPageDataForSlug(slug)
  if (!data) throw new Error(slug)
  return chordFaq(data)
}

it('answers with the chord’s own notes, fingering and keys', () => {
  const [notes, fingering, inversions, formula, keys] = faqOf('c-major')
  expect(notes?.question).toBe('What notes are in the C major chord?')
  expect(notes?.answer).toBe('The C major chord (C) has 3 notes: C, E and G.')
  expect(fingering?.answer).toContain('With the right hand, play 1 on C, 3 on E and 5 on G.')
  expect(fingering?.answer).toContain('With the left hand, play 5 on C, 3 on E and 1 on G.')
  expect(inversions?.answer).toBe(
    'C major has 2 inversions: first inversion C/E (E, G and C) and second inversion C/G (G, C and E).',
  )
  expect(formula?.answer).toBe(
    '1 3 5: the root, a major third (4 semitones up) and a perfect fifth (7 semitones up).',
  )
  expect(keys?.answer).toBe(
    'C major is I in C major, V in F major, IV in G major and VII in D minor.',
  )
})

it('explains surprising spellings and enharmonic twins', () => {
  const faqs = faqOf('d-flat-minor')
  expect(faqs[0]?.answer).toBe(
    'The D♭ minor chord (D♭m, Dbm, D flat minor) has 3 notes: D♭, F♭ (played on the E key) and A♭.',
  )
  expect(faqs.map((f) => f.question)).toContain('Is D♭m the same as C♯m?')
  expect(faqs.map((f) => f.question)).toContain('Why is F♭ in D♭m?')
})

it('splits wide chords between the hands', () => {
  expect(faqOf('c-13')[1]?.answer).toMatch(/^C13 is wider than one hand/)
})

it('words its answers for the notes they name: an augmented fifth, why are two notes', () => {
  expect(faqOf('c-augmented')[3]?.answer).toBe(
    '1 3 ♯5: the root, a major third (4 semitones up) and an augmented fifth (8 semitones up).',
  )
  expect(faqOf('a-sharp-augmented').map((f) => f.question)).toContain(
    'Why are C♯♯ and E♯♯ in A♯aug?',
  )
})

it('counts and words the answers right for two-note chords and altered tones', () => {
  const power = faqOf('c-5')
  expect(power[0]?.answer).toBe('The C power chord (C5, C power chord) has 2 notes: C and G.')
  expect(power[2]?.answer).toBe('C5 has 1 inversion: first inversion C5/G (G and C).')
  expect(power[3]?.question).toBe('What is the formula of a power chord?')
  const sharpNine = faqOf('e-7-sharp-9')
  expect(sharpNine[3]?.answer).toContain('and an augmented ninth (15 semitones up).')
  expect(sharpNine.map((f) => f.question)).toContain('Why is F♯♯ in E7♯9?')
  expect(sharpNine.find((f) => f.question.startsWith('Which keys'))?.answer).toMatch(
    /^No major or minor key holds all the notes of E7♯9/,
  )
  expect(faqOf('f-sharp-major-7-sharp-11').map((f) => f.question)).toContain(
    'Why are E♯ and B♯ in F♯maj7♯11?',
  )
})
