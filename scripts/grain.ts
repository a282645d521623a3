// Writes src/assets/grain.png, the page's grain (a 100×100 pattern at opacity 0.05):
// random dark and light grey pixels at 5% opacity, about as faint as the SVG noise filter it
// replaces. A bitmap: for the SVG, the browser built a whole SVG document on the main thread at the
// first paint, and ran the filter for every tile it drew.
// Run `npx tsx scripts/grain.ts` to write it again; it comes out the same.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crc32, deflateSync } from 'node:zlib'

export const GRAIN_SIZE = 100
export const GRAIN_ALPHA = Math.round(0.05 * 255)
// Two greys, one bit a pixel (1.5 KB): finer steps would not show at 5%.
const GREYS = [48, 208]
export const GRAIN_BITS = 1

/** A small seeded generator (mulberry32), so the file does not change when written again. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** An indexed-colour PNG: a palette of greys, each at GRAIN_ALPHA. */
export function grainPng(seed = 1): Buffer {
  const next = random(seed)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(GRAIN_SIZE, 0)
  header.writeUInt32BE(GRAIN_SIZE, 4)
  header.set([GRAIN_BITS, 3, 0, 0, 0], 8) // palette, no interlace
  const palette = Buffer.from(GREYS.flatMap((grey) => [grey, grey, grey]))
  const rowBytes = Math.ceil((GRAIN_SIZE * GRAIN_BITS) / 8)
  const pixels = Buffer.alloc(GRAIN_SIZE * (rowBytes + 1)) // each row starts with filter 0
  for (let y = 0; y < GRAIN_SIZE; y++) {
    for (let x = 0; x < GRAIN_SIZE; x++) {
      const level = Math.floor(next() * GREYS.length)
      const bit = x * GRAIN_BITS
      const at = y * (rowBytes + 1) + 1 + (bit >> 3)
      pixels.writeUInt8(pixels.readUInt8(at) | (level << (8 - GRAIN_BITS - (bit & 7))), at)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', Buffer.alloc(GREYS.length, GRAIN_ALPHA)),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const GRAIN_FILE = resolve(import.meta.dirname, '../src/assets/grain.png')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(GRAIN_FILE, grainPng())
  console.log(`wrote ${GRAIN_FILE}`)
}
