import { describe, expect, it } from 'vitest'
import { decodeSong } from '../src/song/decode.ts'
import { encodeSong } from '../src/song/encode.ts'
import { demoSongs } from './demo-users.ts'

describe('demo songs', () => {
  it.each(demoSongs.filter((song) => song.version === 2).map((song) => [song.name, song] as const))(
    '%s is a valid version 2 document, stored as the editor stores it',
    (_name, song) => {
      const record = { ...song, instrument: 0, tags: null }
      const { document, problems } = decodeSong(record)

      expect(problems).toEqual([])
      expect(encodeSong(document)).toEqual(record)
    },
  )

  it('include a version 1 song that reads without a problem', () => {
    const old = demoSongs.filter((song) => song.version === 1)
    expect(old.length).toBeGreaterThan(0)
    for (const song of old) {
      const { document, problems } = decodeSong({ ...song, instrument: 0 })
      expect(problems).toEqual([])
      expect(document.sections.map((s) => s.bars.map((bar) => bar.chords))).toEqual(
        song.tablecontent,
      )
    }
  })

  it('have labels with a repeat count, one per section', () => {
    for (const song of demoSongs) {
      expect(song.labelcontent).toHaveLength(song.tablecontent.length)
      for (const label of song.labelcontent) {
        expect(label).toEqual({ label: expect.any(String), repeat: expect.any(Number) })
      }
    }
  })
})
