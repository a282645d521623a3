import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const html = readFileSync(resolve(root, 'index.html'), 'utf8')
const links = [...html.matchAll(/<link rel="(icon|apple-touch-icon)"([^>]*)>/g)].map((match) => ({
  rel: match[1],
  href: /href="([^"]+)"/.exec(match[2] ?? '')?.[1] ?? '',
  sizes: /sizes="(\d+)x\d+"/.exec(match[2] ?? '')?.[1],
}))

/** Width and height from a PNG's header. */
const pngSize = (file: Buffer) => [file.readUInt32BE(16), file.readUInt32BE(20)]

describe('page icons (scripts/icons.ts)', () => {
  it('are PNGs: an SVG icon costs the page a whole SVG document on its main thread', () => {
    expect(links.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon'])
    for (const { href } of links) expect(href).toMatch(/\.png$/)
  })

  it('exist in public/ at the size they declare (the home-screen icon at 180 px)', () => {
    for (const { rel, href, sizes } of links) {
      const file = readFileSync(resolve(root, 'public', href.slice(1)))
      expect(file.subarray(1, 4).toString()).toBe('PNG')
      const size = Number(sizes ?? (rel === 'apple-touch-icon' ? 180 : Number.NaN))
      expect(pngSize(file)).toEqual([size, size])
    }
  })
})
