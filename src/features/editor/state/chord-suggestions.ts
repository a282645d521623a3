import { Key } from 'tonal'

/** The qualities offered after a root, most common first. */
export const COMMON_QUALITIES = [
  '',
  'm',
  '7',
  'maj7',
  'm7',
  'sus4',
  'sus2',
  'add9',
  '6',
  'm6',
  '9',
  'm9',
  'maj9',
  '7sus4',
  'dim',
  'm7b5',
  'dim7',
  'aug',
  '11',
  '13',
]

export const MAX_SUGGESTIONS = 8

/** "F#m" → { tonic: "F#", minor: true }; '' or nonsense → undefined. */
export function parseKey(key: string): { tonic: string; minor: boolean } | undefined {
  const match = /^([A-G][#b]?)\s*(m|min|minor)?$/i.exec(key.trim())
  if (!match?.[1]) return undefined
  const tonic = match[1].charAt(0).toUpperCase() + match[1].slice(1)
  return { tonic, minor: Boolean(match[2]) }
}

// Worked out once per key: tonal builds a whole key object per call, and this runs per keystroke.
const triadsByKey = new Map<string, readonly string[]>()

/** The key's seven triads (I ii iii IV V vi vii° or the natural minor's). */
export function chordsInKey(key: string): string[] {
  const parsed = parseKey(key)
  if (!parsed) return []
  const id = `${parsed.tonic}${parsed.minor ? 'm' : ''}`
  let triads = triadsByKey.get(id)
  if (!triads) {
    triads = parsed.minor
      ? Key.minorKey(parsed.tonic).natural.triads
      : Key.majorKey(parsed.tonic).triads
    triadsByKey.set(id, triads)
  }
  return [...triads]
}

const ROOT = /^([A-Ga-g])([#b]?)/

/**
 * Completions for what is typed: the key's chords that start with it, then the typed root with
 * the common qualities. Empty input offers the key's chords.
 */
export function chordSuggestions(typed: string, key: string): string[] {
  const text = typed.trim()
  const inKey = chordsInKey(key)
  if (!text) return inKey.slice(0, MAX_SUGGESTIONS)
  const match = ROOT.exec(text)
  if (!match) return []
  const root = `${match[1]?.toUpperCase()}${match[2] ?? ''}`
  const normalised = root + text.slice(match[0].length)
  const candidates = [
    ...inKey.filter((chord) => chord.startsWith(root)),
    ...COMMON_QUALITIES.map((quality) => root + quality),
  ]
  const matching = candidates.filter((chord) => chord.startsWith(normalised))
  return [...new Set(matching)].slice(0, MAX_SUGGESTIONS)
}
