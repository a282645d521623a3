import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { pitchClassOf } from '../../src/music/chord-catalog.ts'
import { CHORD_DB_SUFFIX } from '../../src/music/chord-db-suffixes.ts'

export const CHORD_DB_ID = 'virtual:chord-db'
export const CHORD_DB_PACKAGE = '@tombatossals/chords-db'
const VIRTUAL_ID = CHORD_DB_ID
const RESOLVED_ID = `\0${VIRTUAL_ID}`

type DbPosition = { frets: number[]; baseFret: number; barres: number[] }
type Db = { chords: Record<string, { key: string; suffix: string; positions: DbPosition[] }[]> }

/**
 * One position as a string, lowest string first: absolute frets ("x32010"-like, comma separated,
 * -1 muted) and, after a semicolon, the fret of its barre.
 */
export function encodePosition({ frets, baseFret, barres }: DbPosition): string {
  const shift = baseFret - 1
  const absolute = frets.map((fret) => (fret > 0 ? fret + shift : fret))
  const barre = barres[0] === undefined ? '' : `;${barres[0] + shift}`
  return `${absolute.join(',')}${barre}`
}

/** The database's positions for our kinds, by instrument, root pitch class and suffix. */
export function chordDbPositions(db: Db): Record<number, Record<string, string[]>> {
  const wanted = new Set(Object.values(CHORD_DB_SUFFIX))
  const byRoot: Record<number, Record<string, string[]>> = {}
  for (const chords of Object.values(db.chords)) {
    for (const chord of chords) {
      if (!wanted.has(chord.suffix)) continue
      const pitchClass = pitchClassOf(chord.key)
      byRoot[pitchClass] = {
        ...byRoot[pitchClass],
        [chord.suffix]: chord.positions.map(encodePosition),
      }
    }
  }
  return byRoot
}

/**
 * `virtual:chord-db`: guitar and ukulele positions from @tombatossals/chords-db, only for the
 * kinds we have pages for, in a compact form (the package's JSON is 450 KB).
 */
export function chordDb(): Plugin {
  const require = createRequire(import.meta.url)
  const read = (instrument: string): Db =>
    JSON.parse(readFileSync(require.resolve(`${CHORD_DB_PACKAGE}/lib/${instrument}.json`), 'utf8'))
  return {
    name: 'songpad:chord-db',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const positions = {
        guitar: chordDbPositions(read('guitar')),
        ukulele: chordDbPositions(read('ukulele')),
      }
      return `export default ${JSON.stringify(positions)}\n`
    },
  }
}
