import { get as getNote } from '@tonaljs/note'
import { GUITAR_SHAPES, UKULELE_SHAPES } from '@/content/fretted-shapes'
import { QUALITIES, type QualityId } from '@/music/chord-catalog'
import { parseChord } from '@/music/chord-symbol'
import { bestShape, type FrettedShape, GUITAR, type Instrument, UKULELE } from '@/music/fretted'

/** tonal's type aliases that differ from our catalogue's symbols. */
const ALIASES: Record<string, QualityId> = {
  M: 'major',
  '': 'major',
  m: 'minor',
  o7: 'dim7',
  sus: 'sus4',
}
const BY_FAMILY: Record<string, QualityId> = {
  major: 'major',
  minor: 'minor',
  diminished: 'dim',
  'half-diminished': 'm7b5',
  augmented: 'aug',
  suspended: 'sus4',
  power: 'major',
}

/** The catalogue quality nearest a chord: itself when we have shapes for it, else its family's triad. */
function qualityOf(symbol: string): { root: string; quality: QualityId } | undefined {
  const chord = parseChord(symbol)
  if (!chord) return undefined
  const exact =
    QUALITIES.find((quality) => quality.symbol === chord.quality || quality.symbol === chord.type)
      ?.id ?? ALIASES[chord.type]
  return { root: chord.root, quality: exact ?? BY_FAMILY[chord.family] ?? 'major' }
}

export type ChordShape = {
  instrument: Instrument
  shape: FrettedShape
  /** True when the exact chord has no shape and a simpler one of its family stands in. */
  simplified: boolean
}

/** A guitar (1) or ukulele (2) shape for a chord, or undefined when there is none. */
export function frettedShape(symbol: string, instrument: 1 | 2): ChordShape | undefined {
  const found = qualityOf(symbol)
  if (!found) return undefined
  const shapes = instrument === 1 ? GUITAR_SHAPES : UKULELE_SHAPES
  const fretted = instrument === 1 ? GUITAR : UKULELE
  const sources = shapes[found.quality]
  const exact = sources && bestShape(sources, found.root)
  if (exact) return { instrument: fretted, shape: exact, simplified: false }
  const family = parseChord(symbol)?.family === 'minor' ? 'minor' : 'major'
  const fallback = shapes[family] && bestShape(shapes[family] ?? [], found.root)
  return fallback ? { instrument: fretted, shape: fallback, simplified: true } : undefined
}

/** Piano notes: the bass an octave below, the chord from the root up from middle C's octave. */
export function pianoNotes(symbol: string): number[] {
  const chord = parseChord(symbol)
  if (!chord) return []
  const rootChroma = getNote(chord.root).chroma ?? 0
  const notes: number[] = []
  // Roots above F start an octave lower, so every chord sits around middle C.
  let previous = 60 + rootChroma - (rootChroma > 5 ? 12 : 0) - 1
  for (const note of chord.notes) {
    const chroma = getNote(note).chroma ?? 0
    let midi = Math.floor(previous / 12) * 12 + chroma
    while (midi <= previous) midi += 12
    notes.push(midi)
    previous = midi
  }
  const first = notes[0] ?? 60
  if (chord.bass) {
    const bassChroma = getNote(chord.bass).chroma ?? 0
    let bass = Math.floor(first / 12) * 12 - 12 + bassChroma
    if (bass >= first) bass -= 12
    notes.unshift(bass)
  }
  return notes
}
