import { type ChordSpec, parseChordSlug } from '@/music/chord-catalog'
import { type ChordFacts, chordFacts } from '@/music/chord-theory'

/** The chord a page slug names ("f-sharp-minor-7"); a test's typo fails loudly. */
export function chordOf(slug: string): ChordSpec {
  const spec = parseChordSlug(slug)
  if (!spec) throw new Error(`no chord ${slug}`)
  return spec
}

/** The notes and tones of the chord a slug names. */
export const factsOf = (slug: string): ChordFacts => chordFacts(chordOf(slug))
