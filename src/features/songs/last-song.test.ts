// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetLastSong, readLastSong, rememberLastSong } from './last-song'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('last song', () => {
  it('is remembered per user', () => {
    rememberLastSong('u1', 'aaaaaaaaaaaaaaa')
    rememberLastSong('u2', 'bbbbbbbbbbbbbbb')

    expect(readLastSong('u1')).toBe('aaaaaaaaaaaaaaa')
    expect(readLastSong('u2')).toBe('bbbbbbbbbbbbbbb')
    expect(readLastSong('u3')).toBeNull()
  })

  it('ignores a stored value that is not a record id', () => {
    localStorage.setItem('songpad:last-song:u1', '../../etc')

    expect(readLastSong('u1')).toBeNull()
  })

  it('is forgotten only when it is the song named', () => {
    rememberLastSong('u1', 'aaaaaaaaaaaaaaa')

    forgetLastSong('u1', 'bbbbbbbbbbbbbbb')
    expect(readLastSong('u1')).toBe('aaaaaaaaaaaaaaa')
    forgetLastSong('u1', 'aaaaaaaaaaaaaaa')
    expect(readLastSong('u1')).toBeNull()
  })

  it('carries on when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })

    expect(() => rememberLastSong('u1', 'aaaaaaaaaaaaaaa')).not.toThrow()
    expect(readLastSong('u1')).toBeNull()
    expect(() => forgetLastSong('u1')).not.toThrow()
  })
})
