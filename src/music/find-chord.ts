import { allChords, type ChordSpec, catalogChord, QUALITIES, type QualityId } from './chord-catalog'
import { SPOKEN_QUALITIES } from './chord-names'

// Reads a chord the way a learner types it into a search box ("f#m7", "F sharp minor seven",
// "Gbm7", "c maj7", "Am/E") and finds its page, or the chords it could mean.

export type ChordFound =
  /** One chord; `bass` is the note after a slash ("E" in Am/E), whose place is among the inversions. */
  | { kind: 'chord'; chord: ChordSpec; bass?: string }
  /** Several chords fit what was typed (a root alone with an unknown kind, or a kind alone). */
  | { kind: 'choices'; chords: ChordSpec[] }
  | { kind: 'none' }

// Words of a chord's kind, as the compact symbol they stand for.
const WORDS: Record<string, string> = {
  major: 'maj',
  ma: 'maj',
  minor: 'm',
  min: 'm',
  mi: 'm',
  diminished: 'dim',
  augmented: 'aug',
  '+': 'aug',
  suspended: 'sus',
  dominant: '',
  dom: '',
  and: '',
  with: '',
  flat: 'b',
  sharp: '#',
  half: 'half',
  second: '2',
  two: '2',
  fourth: '4',
  four: '4',
  fifth: '5',
  five: '5',
  sixth: '6',
  six: '6',
  seventh: '7',
  seven: '7',
  ninth: '9',
  nine: '9',
  eleventh: '11',
  eleven: '11',
  thirteenth: '13',
  thirteen: '13',
}

/** "minor seventh" → "m7", "seventh suspended fourth" → "7sus4", "m(maj7)" → "mmaj7". */
function compact(words: string): string {
  return words
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .replace(/(\d+)(?:st|nd|rd|th)\b/g, '$1')
    .split(/[\s-]+/)
    .map((word) => WORDS[word] ?? word)
    .join('')
}

// Every way of writing a kind the catalog knows, compacted: its symbol, its name ("half-diminished
// seventh"), its spoken name ("minor 7 flat 5") and a few common shorthands.
const KIND_BY_WRITING = new Map<string, QualityId>([
  ...QUALITIES.flatMap((quality) =>
    [quality.symbol, quality.name, SPOKEN_QUALITIES[quality.id]].map(
      (writing) => [compact(writing), quality.id] as const,
    ),
  ),
  ['maj', 'major'],
  ['halfdim', 'm7b5'],
  ['halfdim7', 'm7b5'],
  ['sus', 'sus4'],
  ['7sus', '7sus4'],
  ['9sus', '9sus4'],
  ['13sus', '13sus4'],
  // 6/9's slash is part of its name, not a bass note: no note follows it.
  ['6/9', '69'],
  ['6add9', '69'],
  ['mm7', 'mMaj7'],
  ['aug7', '7#5'],
  ['7aug', '7#5'],
  ['+7', '7#5'],
  ['7+', '7#5'],
  ['7+5', '7#5'],
])

const NOTE = String.raw`([a-g])(?:\s*(#|sharp)|\s*(flat)\b|(b))?`
// A root is a letter followed by the end, a space, a number, a slash or a kind ("add9" is no A).
const ROOT = new RegExp(String.raw`^${NOTE}(?=$|[\s\d/+]|m|dim|aug|sus|add|dom|half)`, 'i')
const SLASH_BASS = new RegExp(String.raw`\s*(?:/|\bover\b|\bslash\b|\bon\b)\s*${NOTE}\s*$`, 'i')

function noteName(match: RegExpExecArray): string {
  const accidental = match[2] ? '#' : match[3] || match[4] ? 'b' : ''
  return `${(match[1] ?? '').toUpperCase()}${accidental}`
}

/** What a typed chord names, if anything. */
export function findChord(query: string): ChordFound {
  let text = query
    .normalize('NFKC')
    .replaceAll('♯', '#')
    .replaceAll('♭', 'b')
    .replace(/[°º]/g, ' dim ')
    .replaceAll('ø', ' half dim ')
    .replace(/\b(?:how to play|piano|keyboard|chords?)\b/gi, ' ')
    .trim()
  if (!text) return { kind: 'none' }
  const slash = SLASH_BASS.exec(text)
  const bass = slash ? noteName(slash) : undefined
  if (slash) text = text.slice(0, slash.index).trim()
  const root = ROOT.exec(text)
  const rest = root ? text.slice(root[0].length).trim() : text
  // A capital M alone is major ("CM7"); a small one is minor ("Cm7").
  const kind = KIND_BY_WRITING.get(compact(/^M(?![a-z])/.test(rest) ? `maj${rest.slice(1)}` : rest))
  const rootName = root ? catalogChord(noteName(root), 'major')?.root.name : undefined
  if (rootName && kind) {
    const chord = catalogChord(rootName, kind)
    if (chord) return bass ? { kind: 'chord', chord, bass } : { kind: 'chord', chord }
  }
  if (!rootName && !kind) return { kind: 'none' }
  const chords = allChords().filter(
    (chord) => (!rootName || chord.root.name === rootName) && (!kind || chord.quality.id === kind),
  )
  return chords.length ? { kind: 'choices', chords } : { kind: 'none' }
}
