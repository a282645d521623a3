// Which chord pages exist and what their slugs are. Plain data, no tonal: the build's path
// list and sitemap read it without loading any theory code.

export type Root = {
  /** As tonal spells it: C, C#, Db … */
  name: string
  /** The slug part: c, c-sharp, d-flat … */
  slug: string
  /** 0 = C … 11 = B */
  pitchClass: number
}

export type QualityId =
  | 'major'
  | 'minor'
  | 'dim'
  | 'aug'
  | 'sus2'
  | 'sus4'
  | '6'
  | 'm6'
  | '7'
  | 'maj7'
  | 'm7'
  | 'm7b5'
  | 'dim7'
  | '9'
  | 'maj9'
  | 'm9'
  | 'add9'
  | '11'
  | '13'
  | '7sus4'
  | '5'
  | '69'
  | 'mMaj7'
  | '7b9'
  | '7#9'
  | '7b5'
  | '7#5'
  | 'm11'
  | 'maj7#11'
  | '13sus4'
  | '9sus4'

export type Quality = {
  id: QualityId
  /** tonal's chord type symbol ('' for major). */
  symbol: string
  /** The slug part after the root: major, minor-7 … */
  slug: string
  /** In a sentence: "C minor seventh". */
  name: string
  /** Short label for lists: "m7". */
  short: string
}

export type ChordSpec = { root: Root; quality: Quality }

const r = (name: string, slug: string, pitchClass: number): Root => ({ name, slug, pitchClass })

// The twelve pitch classes with their common spellings (C#/Db …); Cb, Fb, E# and B# are left out.
export const ROOTS: readonly Root[] = [
  r('C', 'c', 0),
  r('C#', 'c-sharp', 1),
  r('Db', 'd-flat', 1),
  r('D', 'd', 2),
  r('D#', 'd-sharp', 3),
  r('Eb', 'e-flat', 3),
  r('E', 'e', 4),
  r('F', 'f', 5),
  r('F#', 'f-sharp', 6),
  r('Gb', 'g-flat', 6),
  r('G', 'g', 7),
  r('G#', 'g-sharp', 8),
  r('Ab', 'a-flat', 8),
  r('A', 'a', 9),
  r('A#', 'a-sharp', 10),
  r('Bb', 'b-flat', 10),
  r('B', 'b', 11),
]

const q = (id: QualityId, symbol: string, slug: string, name: string, short = symbol): Quality => ({
  id,
  symbol,
  slug,
  name,
  short,
})

export const QUALITIES: readonly Quality[] = [
  q('major', '', 'major', 'major', 'maj'),
  q('minor', 'm', 'minor', 'minor'),
  q('dim', 'dim', 'diminished', 'diminished'),
  q('aug', 'aug', 'augmented', 'augmented'),
  q('sus2', 'sus2', 'sus2', 'suspended second'),
  q('sus4', 'sus4', 'sus4', 'suspended fourth'),
  q('6', '6', '6', 'sixth'),
  q('m6', 'm6', 'minor-6', 'minor sixth'),
  q('7', '7', '7', 'dominant seventh'),
  q('maj7', 'maj7', 'major-7', 'major seventh'),
  q('m7', 'm7', 'minor-7', 'minor seventh'),
  q('m7b5', 'm7b5', 'minor-7-flat-5', 'half-diminished seventh'),
  q('dim7', 'dim7', 'diminished-7', 'diminished seventh'),
  q('9', '9', '9', 'dominant ninth'),
  q('maj9', 'maj9', 'major-9', 'major ninth'),
  q('m9', 'm9', 'minor-9', 'minor ninth'),
  q('add9', 'add9', 'add9', 'add nine'),
  q('11', '11', '11', 'eleventh'),
  q('13', '13', '13', 'thirteenth'),
  q('7sus4', '7sus4', '7sus4', 'seventh suspended fourth'),
  q('5', '5', '5', 'power'),
  q('69', '69', '6-9', 'six nine', '6/9'),
  q('mMaj7', 'mMaj7', 'minor-major-7', 'minor major seventh'),
  q('7b9', '7b9', '7-flat-9', 'seven flat nine'),
  q('7#9', '7#9', '7-sharp-9', 'seven sharp nine'),
  q('7b5', '7b5', '7-flat-5', 'seven flat five'),
  q('7#5', '7#5', '7-sharp-5', 'seven sharp five'),
  q('m11', 'm11', 'minor-11', 'minor eleventh'),
  q('maj7#11', 'maj7#11', 'major-7-sharp-11', 'major seventh sharp eleventh'),
  q('13sus4', '13sus4', '13sus4', 'thirteenth suspended fourth'),
  q('9sus4', '9sus4', '9sus4', 'ninth suspended fourth'),
]

const rootBySlug = new Map(ROOTS.map((root) => [root.slug, root]))
const rootByName = new Map(ROOTS.map((root) => [root.name, root]))
const qualityById = new Map(QUALITIES.map((quality) => [quality.id, quality]))
const qualityBySlug = new Map(QUALITIES.map((quality) => [quality.slug, quality]))

export const findRoot = (name: string): Root | undefined => rootByName.get(name)
export const findQuality = (id: string): Quality | undefined => qualityById.get(id as QualityId)

export function getQuality(id: QualityId): Quality {
  const quality = qualityById.get(id)
  if (!quality) throw new Error(`Unknown chord quality ${id}`)
  return quality
}

/** "c-sharp-minor-7" for C#m7. */
export const chordSlug = ({ root, quality }: ChordSpec): string => `${root.slug}-${quality.slug}`

/** The chord a slug names, or undefined for any slug the catalog does not hold. */
export function parseChordSlug(slug: string): ChordSpec | undefined {
  // Root slugs are one word or "<letter>-sharp|flat"; the rest is the quality.
  const match = /^([a-g](?:-sharp|-flat)?)-(.+)$/.exec(slug)
  if (!match) return undefined
  const root = rootBySlug.get(match[1] ?? '')
  const quality = qualityBySlug.get(match[2] ?? '')
  return root && quality ? { root, quality } : undefined
}

/** The chord symbol in plain ASCII, as tonal reads it: C, C#m7, Bbmaj9. */
export const chordSymbol = ({ root, quality }: ChordSpec): string => `${root.name}${quality.symbol}`

/** Every chord page, roots in order, each root's qualities in catalog order. */
export function allChords(): ChordSpec[] {
  return ROOTS.flatMap((root) => QUALITIES.map((quality) => ({ root, quality })))
}

export const allChordSlugs = (): string[] => allChords().map(chordSlug)

/** The other catalog spelling of the same root (C# ↔ Db), if there is one. */
export function enharmonicRoot(root: Root): Root | undefined {
  return ROOTS.find((other) => other.pitchClass === root.pitchClass && other.name !== root.name)
}

const LETTER_PITCH: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }

/** "C#" → 1, "Cb" → 11, "F##" → 7; NaN for anything that is not a note name. */
export function pitchClassOf(name: string): number {
  const match = /^([A-G])(#*|b*)$/.exec(name)
  if (!match) return Number.NaN
  const accidentals = match[2] ?? ''
  const shift = accidentals.startsWith('#') ? accidentals.length : -accidentals.length
  return ((((LETTER_PITCH[match[1] ?? 'C'] ?? 0) + shift) % 12) + 12) % 12
}

/**
 * The catalog chord for any spelled root: the same spelling when the catalog has it, else the
 * catalog spelling of the same pitch class with the same kind of accidental (E# → F, Cb → B).
 */
export function catalogChord(rootName: string, qualityId: string): ChordSpec | undefined {
  const quality = findQuality(qualityId)
  const pitchClass = pitchClassOf(rootName)
  if (!quality || Number.isNaN(pitchClass)) return undefined
  const same = ROOTS.filter((root) => root.pitchClass === pitchClass)
  const flat = rootName.includes('b')
  const root =
    findRoot(rootName) ?? same.find((candidate) => candidate.name.includes('b') === flat) ?? same[0]
  return root ? { root, quality } : undefined
}
