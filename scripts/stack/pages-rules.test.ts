import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SAMPLE_URL_PATH } from '../vite/piano-samples.ts'
import { root } from './config.ts'
import { headersFor, parseHeadersFile, patternToRegExp, skipsFunctions } from './pages-rules.ts'

describe('patternToRegExp', () => {
  it('matches a splat across segments and a placeholder within one', () => {
    expect(patternToRegExp('/assets/*').test('/assets/a/b.js')).toBe(true)
    expect(patternToRegExp('/assets/*').test('/asset/a.js')).toBe(false)
    expect(patternToRegExp('/users/:id/songs').test('/users/42/songs')).toBe(true)
    expect(patternToRegExp('/users/:id/songs').test('/users/4/2/songs')).toBe(false)
  })

  it('takes every other character literally', () => {
    expect(patternToRegExp('/favicon.svg').test('/favicon.svg')).toBe(true)
    expect(patternToRegExp('/favicon.svg').test('/faviconXsvg')).toBe(false)
  })
})

describe('skipsFunctions', () => {
  const routes = { include: ['/*'], exclude: ['/assets/*', '/robots.txt'] }

  it('lets an exclude rule win over an include rule', () => {
    expect(skipsFunctions(routes, '/assets/index.js')).toBe(true)
    expect(skipsFunctions(routes, '/robots.txt')).toBe(true)
    expect(skipsFunctions(routes, '/learn')).toBe(false)
  })

  it('skips the functions for a path no include rule names', () => {
    expect(skipsFunctions({ include: ['/api/*'] }, '/learn')).toBe(true)
    expect(skipsFunctions({ include: ['/api/*'] }, '/api/gift')).toBe(false)
  })
})

describe('headersFor', () => {
  const rules = parseHeadersFile(`# comment
/*
  X-Frame-Options: DENY
  Cache-Control: no-cache
  Link: </a.css>; rel=preload

/assets/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
  Link: </b.css>; rel=preload
`)

  it('gives a path the headers of every rule that matches it', () => {
    expect(headersFor(rules, '/learn')).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      link: '</a.css>; rel=preload',
    })
  })

  it('replaces a detached header and joins one that two rules set', () => {
    expect(headersFor(rules, '/assets/index.js')).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=31536000, immutable',
      link: '</a.css>; rel=preload, </b.css>; rel=preload',
    })
  })
})

describe('public/_routes.json', () => {
  const routes = JSON.parse(readFileSync(resolve(root, 'public/_routes.json'), 'utf8'))

  it('sends the pages (the theme is set on them) and the API to the functions', () => {
    for (const path of ['/', '/learn', '/how-to-play-chord-piano/c-major', '/write', '/api/gift']) {
      expect(skipsFunctions(routes, path), path).toBe(false)
    }
  })

  it('keeps every static file from them: each invocation is billed and slower', () => {
    const publicFiles = readdirSync(resolve(root, 'public')).filter((name) => !name.startsWith('_'))
    const paths = [
      ...publicFiles.map((name) => `/${name}`),
      '/assets/index-1a2b3c.js',
      `${SAMPLE_URL_PATH}C4v8.mp3`,
      '/sitemap.xml',
    ]
    for (const path of paths) expect(skipsFunctions(routes, path), path).toBe(true)
  })
})
