import { get as getInterval } from '@tonaljs/interval'
import { majorKey, minorKey } from '@tonaljs/key'
import { get as getNote } from '@tonaljs/note'
import { type ParsedChord, parseChord } from './chord-symbol'
import { parseKey } from './key-name'
import type { KeySpec } from './keys'

// Chords as scale degrees of the song's key.
//
// Roman numerals count in the key's own scale (natural minor in a minor key): upper case for a
// major third (I, V7, bVII), lower case for a minor third (ii7, vi), ° diminished, ø half-diminished,
// + augmented; b/# mark a root outside the scale (bVII, #iv°).
// Nashville numbers always count in the major scale of the tonic (so A minor reads 1m 4m 5 b7):
// 1 2m 3m 4 5 6m 7°; a suffix starting with a digit is raised (5⁷) so it cannot read as a degree.
// Both write a slash bass as the bass's degree in the same scale: C/E in C is I/3 and 1/3,
// G/B is V/7 and 5/7 (not figured bass: it works for any bass, chord tone or not).

type Degree = { degree: number; accidental: string }

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII']
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'

const scaleOf = ({ tonic, mode }: KeySpec, alwaysMajor: boolean): readonly string[] =>
  mode === 'major' || alwaysMajor ? majorKey(tonic).intervals : minorKey(tonic).natural.intervals

/** The note's degree in a scale: by letter, with b/# when it sits a semitone off the scale. */
function degreeOf(note: string, tonic: string, scale: readonly string[]): Degree {
  const semis = scale.map((interval) => getInterval(interval).semitones)
  const pitch = (getNote(note).chroma - getNote(tonic).chroma + 12) % 12
  const step = (getNote(note).step - getNote(tonic).step + 7) % 7
  const offset = ((pitch - (semis[step] ?? 0) + 18) % 12) - 6
  if (Math.abs(offset) <= 1) {
    return { degree: step + 1, accidental: offset < 0 ? 'b' : offset > 0 ? '#' : '' }
  }
  // Spelled far from the key (F# major read in Gb): go by sound, a flat of the step above.
  const exact = semis.indexOf(pitch)
  if (exact >= 0) return { degree: exact + 1, accidental: '' }
  return { degree: semis.indexOf((pitch + 1) % 12) + 1, accidental: 'b' }
}

// The suffix with what the numeral's case and sign already say taken out: m7 → 7, dim7 → °7.
function numeralSuffix(chord: ParsedChord): string {
  const suffix = chord.quality.replace('6/9', '69')
  switch (chord.family) {
    case 'minor':
      return suffix.replace(/^(min|mi|-|m(?!aj))/, '').replace(/^M(?=\d)/, 'maj')
    case 'diminished':
      return chord.intervals.includes('7d') ? '°7' : '°'
    case 'half-diminished':
      return 'ø7'
    case 'augmented':
      return `+${suffix.replace(/aug|\+5?|#5/g, '').replace(/^M(?=add)/, '')}`
    default:
      return /^(M|maj|Maj|\^)$/.test(suffix) ? '' : suffix.replace(/^M(?=add)/, '')
  }
}

const lowerCase = (chord: ParsedChord) =>
  chord.family === 'minor' || chord.family === 'diminished' || chord.family === 'half-diminished'

function bassPart(chord: ParsedChord, key: KeySpec, alwaysMajor: boolean): string {
  if (!chord.bass) return ''
  const { degree, accidental } = degreeOf(chord.bass, key.tonic, scaleOf(key, alwaysMajor))
  return `/${accidental}${degree}`
}

function inKey(symbol: string, key: string): [ParsedChord, KeySpec] | undefined {
  const chord = parseChord(symbol)
  const spec = parseKey(key)
  return chord && spec ? [chord, spec] : undefined
}

/** "Am7" in C → "vi7", "Bb" in C → "bVII", "F#m7b5" in C → "#ivø7", "C/E" → "I/3". */
export function romanNumeral(symbol: string, key: string): string | undefined {
  const found = inKey(symbol, key)
  if (!found) return undefined
  const [chord, spec] = found
  const { degree, accidental } = degreeOf(chord.root, spec.tonic, scaleOf(spec, false))
  const numeral = ROMAN[degree - 1] ?? '?'
  const cased = lowerCase(chord) ? numeral.toLowerCase() : numeral
  return `${accidental}${cased}${numeralSuffix(chord)}${bassPart(chord, spec, false)}`
}

const raiseLeadingDigits = (suffix: string) =>
  suffix.replace(/^\d+/, (digits) =>
    [...digits].map((digit) => SUPERSCRIPT[Number(digit)] ?? digit).join(''),
  )

/** "Dm" in C → "2m", "G7" → "5⁷", "Bdim" → "7°", "Bb" → "b7", "C/E" → "1/3". */
export function nashvilleNumber(symbol: string, key: string): string | undefined {
  const found = inKey(symbol, key)
  if (!found) return undefined
  const [chord, spec] = found
  const { degree, accidental } = degreeOf(chord.root, spec.tonic, scaleOf(spec, true))
  const suffix = numeralSuffix(chord)
  const quality = chord.family === 'minor' ? `m${suffix}` : raiseLeadingDigits(suffix)
  return `${accidental}${degree}${quality}${bassPart(chord, spec, true)}`
}
