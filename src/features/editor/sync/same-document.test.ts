import { describe, expect, it } from 'vitest'
import { sameDocument } from './same-document'
import { song } from './testing/fake-song-store'

describe('sameDocument', () => {
  it('compares by content, whatever the key order', () => {
    const reordered = { ...song('A'), name: 'A' }
    const { name: _name, ...rest } = song('A')

    expect(sameDocument(song('A', ['C', 'G']), song('A', ['C', 'G']))).toBe(true)
    expect(sameDocument(reordered, { ...rest, name: 'A' })).toBe(true)
  })

  it.each([
    ['a chord', song('A', ['C']), song('A', ['D'])],
    ['a bar more', song('A', ['C']), song('A', ['C', 'C'])],
    ['the name', song('A'), song('B')],
    ['an extra field', song('A'), { ...song('A'), extra: 1 }],
    ['an array against an object', { bars: [] }, { bars: {} }],
    ['null against an object', { key: null }, { key: {} }],
    ['a number against its text', { bpm: 90 }, { bpm: '90' }],
  ])('tells songs apart by %s', (_what, a, b) => {
    expect(sameDocument(a, b)).toBe(false)
    expect(sameDocument(b, a)).toBe(false)
  })
})
