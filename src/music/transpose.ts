import { fromSemitones } from '@tonaljs/interval'
import { majorKey, minorKey } from '@tonaljs/key'
import { get as getNote, simplify, transpose } from '@tonaljs/note'
import { parseChord } from './chord-symbol'
import { keyToString, parseKey } from './key-name'
import { type KeySpec, MAJOR_TONICS, MINOR_TONICS } from './keys'

// Transposition spelled for the key it lands in: up a tone from Eb gives F (not E#), the vi of
// Db major is Bbm (not A#m). Each note keeps its role in the key: the interval from the old tonic
// is laid on the new one.

const LETTERS = 'CDEFGAB'

const mod12 = (n: number) => ((n % 12) + 12) % 12

/** The key a semitone shift lands in, spelled with the fewer accidentals: Eb +2 → F, Am +1 → Bbm. */
export function transposeKeySpec(key: KeySpec, semitones: number): KeySpec {
  if (mod12(semitones) === 0) return key
  const target = mod12(getNote(key.tonic).chroma + semitones)
  const tonics = key.mode === 'major' ? MAJOR_TONICS : MINOR_TONICS
  return { tonic: tonics[target] ?? key.tonic, mode: key.mode }
}

/** transposeKeySpec on the stored form: ("Eb", 2) → "F"; '' (or junk) stays as it is. */
export function transposeKey(key: string, semitones: number): string {
  const spec = parseKey(key)
  return spec ? keyToString(transposeKeySpec(spec, semitones)) : key
}

const keyScale = ({ tonic, mode }: KeySpec): readonly string[] =>
  mode === 'major' ? majorKey(tonic).scale : minorKey(tonic).natural.scale

// E#, B#, Cb and Fb only where the key itself has them (Cb is IV of Gb major); never ## or bb.
function sensible(note: string, scale: readonly string[]): string {
  const { alt, letter } = getNote(note)
  const odd = Math.abs(alt) > 1 || (Math.abs(alt) === 1 && 'EBCF'.includes(letter))
  return odd && !scale.includes(note) ? simplify(note) : note
}

function moveNote(note: string, semitones: number, from?: KeySpec, to?: KeySpec): string {
  if (!from || !to) {
    // No key to follow: the plain interval, then the simpler spelling (E# → F).
    return simplify(transpose(note, fromSemitones(mod12(semitones))))
  }
  const interval = getNote(note).chroma - getNote(from.tonic).chroma
  const letters = (getNote(note).step - getNote(from.tonic).step + 7) % 7
  // The same scale step above the new tonic, then the accidental that gives the right pitch.
  const letter = LETTERS[(getNote(to.tonic).step + letters) % 7] ?? 'C'
  const targetPitch = mod12(getNote(to.tonic).chroma + interval)
  const offset = mod12(targetPitch - getNote(letter).chroma + 6) - 6
  const spelled = letter + (offset > 0 ? '#' : 'b').repeat(Math.abs(offset))
  return sensible(spelled, keyScale(to))
}

/**
 * The chord moved by `semitones`, its root and bass spelled for the key the song lands in
 * (`key` is the song's key before the move, "Eb" or "C#m"; '' spells by the simpler note).
 * The suffix stays as written; a symbol that is not a chord comes back unchanged.
 */
export function transposeChord(symbol: string, semitones: number, key = ''): string {
  const chord = parseChord(symbol)
  if (!chord) return symbol
  if (mod12(semitones) === 0) return chord.symbol
  const from = parseKey(key)
  const to = from && transposeKeySpec(from, semitones)
  const root = moveNote(chord.root, semitones, from, to)
  const bass = chord.bass && moveNote(chord.bass, semitones, from, to)
  return `${root}${chord.quality}${bass ? `/${bass}` : ''}`
}

/** The shape a guitarist plays with a capo on `capo`: the sounding chord moved down by the capo. */
export const capoShape = (symbol: string, capo: number, key = ''): string =>
  transposeChord(symbol, -capo, key)

/** The key the capo shapes are in: Eb with a capo on 1 is played in D shapes. */
export const capoKey = (key: string, capo: number): string => transposeKey(key, -capo)
