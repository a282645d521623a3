import { GUITAR_SHAPES, UKULELE_SHAPES } from '@/content/fretted-shapes'
import {
  type ChordSpec,
  chordSlug,
  chordSymbol,
  enharmonicRoot,
  parseChordSlug,
} from '@/music/chord-catalog'
import { type ChordFacts, chordFacts } from '@/music/chord-theory'
import { chordFingering, type Fingering } from '@/music/fingering'
import { bestShape, type FrettedShape } from '@/music/fretted'
import { type ChordInKey, keysContaining } from '@/music/keys'
import { displayNote, displaySymbol } from '@/music/note-names'
import { type Progression, progressionsFor } from '@/music/progressions'
import { type RelatedChord, relatedChords } from '@/music/related-chords'
import { inversions, rootPosition, type Voicing } from '@/music/voicing'

export type KeyboardRange = { low: number; high: number }

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
  facts: ChordFacts
  root: Voicing
  inversions: Voicing[]
  fingering: Fingering
  keys: ChordInKey[]
  progressions: Progression[]
  related: RelatedChord[]
  /** The same chord under its other catalog spelling (C# ↔ Db). */
  twin?: ChordSpec
  guitar?: FrettedShape
  ukulele?: FrettedShape
  /** One keyboard size for every voicing on the page. */
  range: KeyboardRange
}

const WHITE = new Set([0, 2, 4, 5, 7, 9, 11])
/** Keyboards show at least this many white keys, so a triad has room around it. */
export const MIN_WHITE_KEYS = 10

export const whiteCount = ({ low, high }: KeyboardRange) => {
  let count = 0
  for (let midi = low; midi <= high; midi += 1) if (WHITE.has(midi % 12)) count += 1
  return count
}

/**
 * A keyboard around the notes, starting on a C or an F and ending on an E or a B, so its edges
 * always fall between two white keys.
 */
export function keyboardRange(midis: number[]): KeyboardRange {
  const lowest = Math.min(...midis)
  const highest = Math.max(...midis)
  const octave = (midi: number) => Math.floor(midi / 12) * 12
  let low = octave(lowest) + (lowest % 12 < 5 ? 0 : 5)
  let high = octave(highest) + (highest % 12 < 5 ? 4 : 11)
  // Widen a half octave at a time, alternately above and below.
  for (let above = true; whiteCount({ low, high }) < MIN_WHITE_KEYS; above = !above) {
    if (above) high = high % 12 === 4 ? high + 7 : high + 5
    else low = low % 12 === 5 ? low - 5 : low - 7
  }
  return { low, high }
}

/** Beyond this many white keys, each voicing gets a keyboard of its own size. */
export const SHARED_RANGE_MAX_WHITE_KEYS = 15

/**
 * The keyboard for one voicing: the page's common one, so all inversions line up, unless that
 * would be too wide to read on a phone (big chords), then one fitted to the voicing.
 */
export function voicingRange(data: ChordPageData, voicing: Voicing): KeyboardRange {
  if (whiteCount(data.range) <= SHARED_RANGE_MAX_WHITE_KEYS) return data.range
  return keyboardRange(voicing.notes.map((note) => note.midi))
}

/** Everything a chord page shows, computed from the chord. */
export function chordPageData(spec: ChordSpec): ChordPageData {
  const facts = chordFacts(spec)
  const root = rootPosition(facts)
  const allInversions = inversions(facts)
  const midis = [root, ...allInversions].flatMap((voicing) => voicing.notes.map((n) => n.midi))
  const guitar = GUITAR_SHAPES[spec.quality.id]
  const ukulele = UKULELE_SHAPES[spec.quality.id]
  const twinRoot = enharmonicRoot(spec.root)
  return {
    spec,
    slug: chordSlug(spec),
    symbol: chordSymbol(spec),
    display: displaySymbol(chordSymbol(spec)),
    name: `${displayNote(spec.root.name)} ${spec.quality.name}`,
    label:
      spec.quality.id === 'major'
        ? `${displayNote(spec.root.name)} major`
        : displaySymbol(chordSymbol(spec)),
    facts,
    root,
    inversions: allInversions,
    fingering: chordFingering(root.notes),
    keys: keysContaining(facts, spec.quality.id),
    progressions: progressionsFor(spec),
    related: relatedChords(spec),
    twin: twinRoot && { root: twinRoot, quality: spec.quality },
    guitar: guitar && bestShape(guitar, spec.root.name),
    ukulele: ukulele && bestShape(ukulele, spec.root.name),
    range: keyboardRange(midis),
  }
}

/** The page data for a slug, or undefined when the slug names no chord. */
export function chordPageDataForSlug(slug: string): ChordPageData | undefined {
  const spec = parseChordSlug(slug)
  return spec && chordPageData(spec)
}
