import { describe, expect, it } from 'vitest'
import { licenseCounts } from './license-counts'

const pkg = (name: string, license: string) => ({
  name,
  version: '1.0.0',
  license,
  url: 'https://x.example',
})

describe('licenseCounts', () => {
  it('counts each licence, the most used first and ties by name', () => {
    expect(
      licenseCounts([pkg('a', 'MIT'), pkg('b', 'ISC'), pkg('c', 'MIT'), pkg('d', 'Apache-2.0')]),
    ).toEqual([
      { license: 'MIT', count: 2 },
      { license: 'Apache-2.0', count: 1 },
      { license: 'ISC', count: 1 },
    ])
  })
})
