import { describe, expect, it, vi } from 'vitest'
import { isShareSlug, newShareSlug } from './share-slug'

describe('newShareSlug', () => {
  it('is 22 base64url characters the server accepts', () => {
    const slug = newShareSlug()

    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(isShareSlug(slug)).toBe(true)
  })

  it('comes from the crypto random source', () => {
    const random = vi.spyOn(crypto, 'getRandomValues')

    newShareSlug()

    expect(random).toHaveBeenCalledWith(expect.any(Uint8Array))
    expect(random.mock.calls[0]?.[0]).toHaveLength(16)
  })

  it('encodes every byte in the URL-safe alphabet', () => {
    expect(newShareSlug((bytes) => bytes.fill(0xff))).toBe('_____________________w')
    expect(newShareSlug((bytes) => bytes.fill(0xfb))).toBe('-_v7-_v7-_v7-_v7-_v7-w')
    expect(newShareSlug((bytes) => bytes.fill(0))).toBe('AAAAAAAAAAAAAAAAAAAAAA')
  })

  it('does not repeat', () => {
    const slugs = new Set(Array.from({ length: 1000 }, () => newShareSlug()))

    expect(slugs.size).toBe(1000)
  })
})

describe('isShareSlug', () => {
  it.each([
    ['', false],
    ['a'.repeat(21), false],
    ['a'.repeat(22), true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    [`${'a'.repeat(21)}=`, false],
    [`${'a'.repeat(21)}/`, false],
    [`${'a'.repeat(21)}+`, false],
    [`../${'a'.repeat(22)}`, false],
  ])('%j is a slug: %s', (value, expected) => {
    expect(isShareSlug(value)).toBe(expected)
  })
})
