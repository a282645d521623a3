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
function scaleOf({ tonic, mode }: KeySpec): Set<number> {
  if (mode === 'major') return pitchClasses(majorKey(tonic).scale)
  const minor = minorKey(tonic)
  return pitchClasses([...minor.natural.scale, ...minor.harmonic.scale])
}

const isTonic = (chord: ParsedChord, key: KeySpec) =>
  getNote(chord.root).chroma === getNote(key.tonic).chroma &&
  (key.mode === 'minor'
    ? chord.family === 'minor'
    : chord.family === 'major' || chord.family === 'suspended' || chord.family === 'power')

function score(chords: ParsedChord[], key: KeySpec): number {
  const scale = scaleOf(key)
  const fit = chords.reduce((sum, chord) => {
    const tones = chordPitchClasses(chord)
    return sum + tones.filter((pc) => scale.has(pc)).length / tones.length
  }, 0)
  const tonics = chords.filter((chord) => isTonic(chord, key)).length * TONIC_WEIGHT
  const first = chords[0]
  const last = chords.at(-1)
  const ends =
    (first && isTonic(first, key) ? ENDS_WEIGHT : 0) +
    (last && isTonic(last, key) ? ENDS_WEIGHT : 0)
  return fit + tonics + ends
}

// The song's own spelling of the tonic when it has one (Gb, not F#), within seven accidentals.
function spelled(key: KeySpec, chords: ParsedChord[]): KeySpec {
  const pc = getNote(key.tonic).chroma
  const own = chords.find((chord) => getNote(chord.root).chroma === pc)?.root
  if (!own || own === key.tonic) return key
  const candidate = { ...key, tonic: own }
  return Math.abs(keyAlteration(candidate)) <= 7 ? candidate : key
}

/** Every major and minor key with its score, best first (ties: fewer accidentals, major first). */
export function rankKeys(symbols: readonly string[]): KeyScore[] {
  const chords = symbols.flatMap((symbol) => parseChord(symbol) ?? [])
  if (chords.length === 0) return []
  const keys: KeySpec[] = [
    ...MAJOR_TONICS.map((tonic): KeySpec => ({ tonic, mode: 'major' })),
    ...MINOR_TONICS.map((tonic): KeySpec => ({ tonic, mode: 'minor' })),
  ]
  return keys
    .map((key) => ({ key: spelled(key, chords), score: score(chords, key) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Math.abs(keyAlteration(a.key)) - Math.abs(keyAlteration(b.key)) ||
        Number(a.key.mode === 'minor') - Number(b.key.mode === 'minor'),
    )
    .map(({ key, score }) => ({ key: keyToString(key), score }))
}

/** The likeliest key for a song's chords in order ("G", "Em"); '' when there is no chord. */
export const guessKey = (symbols: readonly string[]): string => rankKeys(symbols)[0]?.key ?? ''
