import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { paths } from './paths'

describe('paths', () => {
  it('builds hrefs that match their own route pattern', () => {
    for (const [name, route] of Object.entries(paths)) {
      const href = (route.getHref as (arg: string) => string)('c-major')
      expect(matchPath(route.path, href.split('?')[0] ?? ''), name).not.toBeNull()
    }
  })

  it('encodes slugs and the gift id', () => {
    expect(paths.chord.getHref('c#m')).toBe('/how-to-play-chord-piano/c%23m')
    expect(paths.gift.getHref('abc 1')).toBe('/o/gift?id=abc%201')
  })
})
