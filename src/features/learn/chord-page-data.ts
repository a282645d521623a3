import { QUALITY_COPY, type QualityCopy } from '@/content/chord-qualities'
import {
  type ChordSpec,
  chordSlug,
  chordSymbol,
  enharmonicRoot,
  parseChordSlug,
} from '@/music/chord-catalog'
import { otherChordNames } from '@/music/chord-names'
import { type ChordFacts, chordFacts } from '@/music/chord-theory'
import { chordFingering, type Fingering } from '@/music/fingering'
import { type FrettedShape, GUITAR, UKULELE } from '@/music/fretted'
import { frettedPositions } from '@/music/fretted-positions'
import { type ChordInKey, keysContaining } from '@/music/keys'
import { displayNote, displaySymbol } from '@/music/note-names'
import { type Progression, progressionsFor } from '@/music/progressions'
import { type RelatedChord, relatedChords } from '@/music/related-chords'
import { inversions, rootPosition, type Voicing } from '@/music/voicing'
import { chordFaq, type Faq } from './chord-faq'
import { type KeyboardRange, keyboardRange } from './keyboard-range'
import { chordStructuredData } from './structured-data'

export type ChordPageData = {
  spec: ChordSpec
  slug: string
  /** ASCII, as tonal and the editor read it: "C#m7". */
  symbol: string
  /** For the page: "C♯m7". */
  display: string
  /** In words: "C♯ minor seventh". */
  name: string
  /** In headings and questions: the symbol, or "C major" where the symbol is a bare letter. */
  label: string
  /** How else people write and say it, for searches: ["C#m7", "C sharp minor 7"]. */
  otherNames: string[]
  facts: ChordFacts
  root: Voicing
  inversions: Voicing[]
  fingering: Fingering
  keys: ChordInKey[]
  progressions: Progression[]
  related: RelatedChord[]
  /** The same chord under its other catalog spelling (C# ↔ Db). */
  twin?: ChordSpec
  /** Positions on each instrument, the easiest first; empty when none fits the chord. */
  guitar: FrettedShape[]
  ukulele: FrettedShape[]
  /** One keyboard size for every voicing on the page. */
  range: KeyboardRange
  /** What the quality sounds like and where it is used. */
  copy: QualityCopy
  faqs: Faq[]
  /** schema.org JSON-LD for search engines. */
  structuredData: object
}

/**
 * Plain data (JSON-safe): the prerender writes it into the page, so a chord page hydrates without
 * the music theory code; a client-side visit computes it in the loader's chunk.
 */

/** Everything a chord page shows, computed from the chord. */
export function chordPageData(spec: ChordSpec): ChordPageData {
  const facts = chordFacts(spec)
  const root = rootPosition(facts)
  const allInversions = inversions(facts)
  const midis = [root, ...allInversions].flatMap((voicing) => voicing.notes.map((n) => n.midi))
  const twinRoot = enharmonicRoot(spec.root)
  const display = displaySymbol(chordSymbol(spec))
  const label = spec.quality.id === 'major' ? `${displayNote(spec.root.name)} major` : display
  const data: Omit<ChordPageData, 'faqs' | 'structuredData'> = {
    spec,
    slug: chordSlug(spec),
    symbol: chordSymbol(spec),
    display,
    name: `${displayNote(spec.root.name)} ${spec.quality.name}`,
    label,
    otherNames: otherChordNames(spec, [display, label]),
    facts,
    root,
    inversions: allInversions,
    fingering: chordFingering(root.notes),
    keys: keysContaining(facts, spec.quality.id),
    progressions: progressionsFor(spec),
    related: relatedChords(spec),
    twin: twinRoot && { root: twinRoot, quality: spec.quality },
    guitar: frettedPositions(GUITAR, spec, facts),
    ukulele: frettedPositions(UKULELE, spec, facts),
    range: keyboardRange(midis),
    copy: QUALITY_COPY[spec.quality.id],
  }
  const faqs = chordFaq(data)
  return { ...data, faqs, structuredData: chordStructuredData(data, faqs) }
}

/** The page data for a slug, or undefined when the slug names no chord. */
export function chordPageDataForSlug(slug: string): ChordPageData | undefined {
  const spec = parseChordSlug(slug)
  return spec && chordPageData(spec)
}
