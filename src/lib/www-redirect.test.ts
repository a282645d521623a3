import { describe, expect, it } from 'vitest'
import { wwwRedirectUrl } from './www-redirect'

const at = (hostname: string, rest: Partial<Location> = {}) =>
  wwwRedirectUrl({ hostname, port: '', pathname: '/', search: '', hash: '', ...rest })

describe('wwwRedirectUrl', () => {
  it('redirects a bare host to its www form', () => {
    expect(at('songpad.app')).toBe('https://www.songpad.app/')
  })

  it('keeps path, search and hash', () => {
    expect(at('songpad.app', { pathname: '/o/gift', search: '?id=abc', hash: '#top' })).toBe(
      'https://www.songpad.app/o/gift?id=abc#top',
    )
  })

  it('leaves www and other subdomains alone', () => {
    expect(at('www.songpad.app')).toBeNull()
    expect(at('preview.songpad.pages.dev')).toBeNull()
    expect(at('api.songpad.app')).toBeNull()
  })

  it('leaves localhost, IP addresses and ported dev hosts alone', () => {
    expect(at('localhost')).toBeNull()
    expect(at('app.localhost')).toBeNull()
    expect(at('127.0.0.1')).toBeNull()
    expect(at('10.0.0.12')).toBeNull()
    expect(at('[::1]')).toBeNull()
    expect(at('songpad.app', { port: '4173' })).toBeNull()
  })
})
