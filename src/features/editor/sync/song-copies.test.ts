// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { localSongCopies, RECENT_SONG_COPIES } from './song-copies'
import { song } from './testing/fake-song-store'

const ID = 'songaaaaaaaaaaa'
const USER = 'useraaaaaaaaaaa'
const remote = { document: song('Copy', ['C', 'G']), revision: 4, updated: '2026-01-01 10:00:00Z' }

describe('localSongCopies', () => {
  it('keeps the server’s version of a song for its user and gives it back', () => {
    const copies = localSongCopies()
    copies.write(ID, USER, remote)

    expect(copies.read(ID, USER)).toEqual({ ...remote, problems: [] })
    copies.remove(ID)
    expect(copies.read(ID, USER)).toBeNull()
  })

  it('never opens another account’s copy', () => {
    const copies = localSongCopies()
    copies.write(ID, USER, remote)

    expect(copies.read(ID, 'otheraaaaaaaaaa')).toBeNull()
    expect(copies.read(ID, USER)).not.toBeNull()
  })

  it('drops what is not a copy (broken JSON, another shape, a negative revision)', () => {
    const copies = localSongCopies()
    for (const junk of [
      '{',
      '[]',
      'null',
      '{"songId":"x"}',
      JSON.stringify({ songId: ID, userId: USER, revision: -1, fields: {} }),
    ]) {
      localStorage.setItem(`songpad:copy:${ID}`, junk)
      expect(copies.read(ID, USER)).toBeNull()
    }
  })

  it('reads a damaged song through the decoder, which says what it repaired', () => {
    const copies = localSongCopies()
    localStorage.setItem(
      `songpad:copy:${ID}`,
      JSON.stringify({
        songId: ID,
        userId: USER,
        revision: 1,
        savedAt: 1,
        fields: { bpm: 'fast' },
      }),
    )

    const read = copies.read(ID, USER)
    expect(read?.revision).toBe(1)
    expect(read?.problems?.length).toBeGreaterThan(0)
  })

  it(`keeps only the ${RECENT_SONG_COPIES} songs saved or opened last`, () => {
    let clock = 0
    const copies = localSongCopies(localStorage, () => ++clock)
    const ids = Array.from(
      { length: RECENT_SONG_COPIES + 2 },
      (_, i) => `song${String(i).padStart(11, 'a')}`,
    )
    for (const id of ids) copies.write(id, USER, remote)

    expect(ids.filter((id) => copies.read(id, USER))).toEqual(ids.slice(2))
  })

  it('is a convenience: full or blocked storage never throws', () => {
    const copies = localSongCopies()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })

    expect(() => copies.write(ID, USER, remote)).not.toThrow()
    expect(copies.read(ID, USER)).toBeNull()
  })
})
