import { majorKey, minorKey } from '@tonaljs/key'
import { get as getNote } from '@tonaljs/note'
import { chordPitchClasses, type ParsedChord, parseChord } from './chord-symbol'
import { keyAlteration, keyToString } from './key-name'
import { type KeySpec, MAJOR_TONICS, MINOR_TONICS } from './keys'

// The key a song's chords suggest. Every major and minor key scores how well the chords' notes
// fit its scale; the first and the last chord count extra as the tonic, since songs mostly start
// and end at home. That bonus is what tells C major from A minor, whose scales are the same.

export type KeyScore = { key: string; score: number }

/** A tonic chord opening or closing the song weighs as much as this many chords that fit. */
const ENDS_WEIGHT = 2
/** Every other tonic chord adds this much (a tonic mid-song is weaker evidence). */
const TONIC_WEIGHT = 0.5

const pitchClasses = (notes: readonly string[]) => new Set(notes.map((n) => getNote(n).chroma))

// Minor keys also accept their raised seventh: E major in A minor is at home.
function buildScale({ tonic, mode }: KeySpec): Set<number> {
  if (mode === 'major') return pitchClasses(majorKey(tonic).scale)
  const minor = minorKey(tonic)
  return pitchClasses([...minor.natural.scale, ...minor.harmonic.scale])
}

/** A candidate key with what scoring asks of it, worked out once: tonal builds a whole key object per call. */
type Candidate = { key: KeySpec; scale: Set<number>; tonic: number; alteration: number }

let cached: Candidate[] | undefined
const candidates = (): Candidate[] => {
  cached ??= [
    ...MAJOR_TONICS.map((tonic): KeySpec => ({ tonic, mode: 'major' })),
    ...MINOR_TONICS.map((tonic): KeySpec => ({ tonic, mode: 'minor' })),
  ].map((key) => ({
    key,
    scale: buildScale(key),
    tonic: getNote(key.tonic).chroma,
    alteration: keyAlteration(key),
  }))
  return cached
}

/** A chord with what scoring asks of it: its pitch classes and its root's. */
type Heard = { chord: ParsedChord; tones: number[]; root: number }

const isTonic = ({ chord, root }: Heard, { key, tonic }: Candidate) =>
  root === tonic &&
  (key.mode === 'minor'
    ? chord.family === 'minor'
    : chord.family === 'major' || chord.family === 'suspended' || chord.family === 'power')

function score(chords: Heard[], candidate: Candidate): number {
  const fit = chords.reduce(
    (sum, { tones }) => sum + tones.filter((pc) => candidate.scale.has(pc)).length / tones.length,
    0,
  )
  const tonics = chords.filter((chord) => isTonic(chord, candidate)).length * TONIC_WEIGHT
  const first = chords[0]
  const last = chords.at(-1)
  const ends =
    (first && isTonic(first, candidate) ? ENDS_WEIGHT : 0) +
    (last && isTonic(last, candidate) ? ENDS_WEIGHT : 0)
  return fit + tonics + ends
}

// The song's own spelling of the tonic when it has one (Gb, not F#), within seven accidentals.
function spelled(
  { key, tonic, alteration }: Candidate,
  chords: Heard[],
): { key: KeySpec; alteration: number } {
  const own = chords.find((chord) => chord.root === tonic)?.chord.root
  const fallback = { key, alteration: Math.abs(alteration) }
  if (!own || own === key.tonic) return fallback
  const candidate = { ...key, tonic: own }
  const its = Math.abs(keyAlteration(candidate))
  return its <= 7 ? { key: candidate, alteration: its } : fallback
}

/** Every major and minor key with its score, best first (ties: fewer accidentals, major first). */
export function rankKeys(symbols: readonly string[]): KeyScore[] {
  const chords = symbols.flatMap((symbol): Heard[] => {
    const chord = parseChord(symbol)
    return chord
      ? [{ chord, tones: chordPitchClasses(chord), root: getNote(chord.root).chroma }]
      : []
  })
  if (chords.length === 0) return []
  return candidates()
    .map((candidate) => ({ ...spelled(candidate, chords), score: score(chords, candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.alteration - b.alteration ||
        Number(a.key.mode === 'minor') - Number(b.key.mode === 'minor'),
    )
    .map(({ key, score }) => ({ key: keyToString(key), score }))
}

/** The likeliest key for a song's chords in order ("G", "Em"); '' when there is no chord. */
export const guessKey = (symbols: readonly string[]): string => rankKeys(symbols)[0]?.key ?? ''
