import { describe, expect, it } from 'vitest'
import { offlineWorkbox } from './offline-app.ts'

type Match = (context: { request: Request; url: URL; sameOrigin: boolean }) => boolean
const [pages, samples] = offlineWorkbox.runtimeCaching.map((route) => route.urlPattern as Match)
const origin = 'https://www.songpad.test'

function matches(match: Match | undefined, path: string, mode: RequestMode = 'navigate') {
  const url = new URL(path, origin)
  // A Request cannot be made in navigate mode; the pattern reads only these two fields.
  const request = { mode, url: url.href } as Request
  return match?.({ request, url, sameOrigin: url.origin === origin }) ?? false
}

describe('the editor’s service worker', () => {
  it('answers navigations to /write and its songs, falling back to the precached shell', () => {
    expect(matches(pages, '/write')).toBe(true)
    expect(matches(pages, '/write/abcdefghijklmno')).toBe(true)
    expect(offlineWorkbox.runtimeCaching[0]?.handler).toBe('NetworkOnly')
    expect(offlineWorkbox.runtimeCaching[0]?.options.precacheFallback).toEqual({
      fallbackURL: '/index.html',
    })
  })

  it('never answers a content page, another site or a request that is not a navigation', () => {
    for (const path of [
      '/',
      '/learn',
      '/learn/chord-inversions',
      '/how-to-play-chord-piano/c-major',
      '/writers',
    ]) {
      expect(matches(pages, path), path).toBe(false)
    }
    expect(matches(pages, 'https://elsewhere.test/write')).toBe(false)
    expect(matches(pages, '/write', 'cors')).toBe(false)
  })

  it('precaches the shell and hashed files, and no prerendered page', () => {
    expect(offlineWorkbox.globPatterns).toContain('index.html')
    expect(offlineWorkbox.globPatterns.filter((glob) => glob.includes('html'))).toEqual([
      'index.html',
    ])
    expect(offlineWorkbox.navigateFallback).toBeNull()
  })

  it('keeps the instruments’ samples once fetched', () => {
    expect(matches(samples, '/samples/piano/C4.mp3', 'no-cors')).toBe(true)
    expect(matches(samples, '/assets/app.js', 'no-cors')).toBe(false)
  })
})
