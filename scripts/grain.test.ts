import { readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { GRAIN_ALPHA, GRAIN_BITS, GRAIN_FILE, GRAIN_SIZE, grainPng } from './grain'

/** The chunks of a PNG by type. */
function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>()
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    found.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  return found
}

describe('grain tile (100×100 at opacity 0.05)', () => {
  const committed = readFileSync(GRAIN_FILE)
  const parts = chunks(committed)

  it('is the file the generator writes', () => {
    expect(committed.equals(grainPng())).toBe(true)
  })

  it('is a 100×100 pattern at 5% opacity', () => {
    const header = parts.get('IHDR')
    expect(header?.readUInt32BE(0)).toBe(GRAIN_SIZE)
    expect(header?.readUInt32BE(4)).toBe(GRAIN_SIZE)
    expect(GRAIN_SIZE).toBe(100)
    const palette = parts.get('PLTE') ?? Buffer.alloc(0)
    const alphas = [...(parts.get('tRNS') ?? [])]
    expect(alphas).toHaveLength(palette.length / 3)
    expect(new Set(alphas)).toEqual(new Set([GRAIN_ALPHA]))
    expect(GRAIN_ALPHA / 255).toBeCloseTo(0.05, 2)
  })

  it('is noise: grey pixels spread evenly over every grey', () => {
    const palette = parts.get('PLTE') ?? Buffer.alloc(0)
    for (let i = 0; i < palette.length; i += 3) {
      expect(palette[i]).toBe(palette[i + 1])
      expect(palette[i]).toBe(palette[i + 2])
    }
    const rows = inflateSync(parts.get('IDAT') ?? Buffer.alloc(0))
    const rowBytes = Math.ceil((GRAIN_SIZE * GRAIN_BITS) / 8)
    const counts = new Map<number, number>()
    for (let y = 0; y < GRAIN_SIZE; y++) {
      for (let x = 0; x < GRAIN_SIZE; x++) {
        const bit = x * GRAIN_BITS
        const byte = rows[y * (rowBytes + 1) + 1 + (bit >> 3)] ?? 0
        const level = (byte >> (8 - GRAIN_BITS - (bit & 7))) & ((1 << GRAIN_BITS) - 1)
        counts.set(level, (counts.get(level) ?? 0) + 1)
      }
    }
    const greys = palette.length / 3
    expect(counts.size).toBe(greys)
    // 10,000 pixels spread over the greys: none missing or dominant.
    for (const count of counts.values()) expect(count).toBeGreaterThan((10_000 / greys) * 0.9)
  })
})
