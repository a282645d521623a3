// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { spokenChordName } from '@/music/chord-names'
import { chordPageDataForSlug } from './chord-page-data'
import { chordPageDescription, chordPageTitle } from './components/chord-page'

const page = (slug: string) => {
  const data = chordPageDataForSlug(slug)
  if (!data) throw new Error(`no chord page ${slug}`)
  return data
}

describe('the names people search for', () => {
  it.each([
    ['f-sharp-minor-7', 'F#m7', 'F sharp minor 7'],
    ['g-flat-minor-7', 'Gbm7', 'G flat minor 7'],
    ['b-flat-major-7', 'Bbmaj7', 'B flat major 7'],
    ['c-sharp-minor-7-flat-5', 'C#m7b5', 'C sharp minor 7 flat 5'],
    ['e-flat-7sus4', 'Eb7sus4', 'E flat 7 suspended 4'],
    ['e-7-sharp-9', 'E7#9', 'E 7 sharp 9'],
    ['f-6-9', 'F69', 'F 6 9'],
    ['b-flat-minor-major-7', 'BbmMaj7', 'B flat minor major 7'],
    ['a-flat-major-7-sharp-11', 'Abmaj7#11', 'A flat major 7 sharp 11'],
  ])(
    '%s: the title, description, heading and first answer carry %s and “%s”',
    (slug, ascii, spoken) => {
      const data = page(slug)
      expect(data.otherNames).toEqual([ascii, spoken])
      for (const text of [chordPageTitle(data), chordPageDescription(data), data.faqs[0]?.answer]) {
        expect(text).toContain(ascii)
        expect(text).toContain(spoken)
        expect(text).toContain(data.display)
      }
    },
  )

  it('adds only the spoken name where the page already spells the chord in plain letters', () => {
    const data = page('a-minor-7')
    expect(data.otherNames).toEqual(['A minor 7'])
    expect(chordPageTitle(data)).toBe('Am7 piano chord (A minor 7): notes, fingering, inversions')
  })

  it('names a power chord once in its description', () => {
    const data = page('c-5')
    expect(chordPageTitle(data)).toBe(
      'C5 piano chord (C power chord): notes, fingering, inversions',
    )
    expect(chordPageDescription(data)).toMatch(/^How to play C5 \(C power chord\) on piano: /)
  })

  it('adds nothing to a natural major chord, whose label is already its spoken name', () => {
    const data = page('c-major')
    expect(data.otherNames).toEqual([])
    expect(chordPageTitle(data)).toBe('C major piano chord: notes, fingering, inversions')
  })

  it('says sharps, flats and every kind the way a player does', () => {
    const name = (slug: string) => spokenChordName(page(slug).spec)
    expect(name('d-sharp-diminished-7')).toBe('D sharp diminished 7')
    expect(name('a-flat-add9')).toBe('A flat add 9')
    expect(name('g-13')).toBe('G 13')
    expect(name('f-sus2')).toBe('F suspended 2')
    expect(name('c-5')).toBe('C power chord')
    expect(name('g-7-flat-9')).toBe('G 7 flat 9')
    expect(name('d-minor-11')).toBe('D minor 11')
    expect(name('c-sharp-13sus4')).toBe('C sharp 13 suspended 4')
  })

  it('points enharmonic twins at each other', () => {
    const sharp = page('f-sharp-minor-7')
    const flat = page('g-flat-minor-7')
    expect(sharp.twin && `${sharp.twin.root.slug}-${sharp.twin.quality.slug}`).toBe(flat.slug)
    expect(flat.twin && `${flat.twin.root.slug}-${flat.twin.quality.slug}`).toBe(sharp.slug)
  })
})
