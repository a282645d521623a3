import { describe, expect, it } from 'vitest'
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
