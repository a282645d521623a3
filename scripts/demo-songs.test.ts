import { describe, expect, it } from 'vitest'
import { decodeSong } from '../src/song/decode.ts'
import { encodeSong } from '../src/song/encode.ts'
import { demoSongs } from './demo-users.ts'

describe('demo songs', () => {
  it.each(demoSongs.map((song) => [song.name, song] as const))(
    '%s is a valid version 1 document, stored as the editor stores it',
    (_name, song) => {
      const record = { ...song, version: 1, instrument: 0, tags: null }
      const { document, problems } = decodeSong(record)

      expect(problems).toEqual([])
      expect(encodeSong(document)).toEqual(record)
    },
  )

  it('have labels with a repeat count, one per section', () => {
    for (const song of demoSongs) {
      expect(song.labelcontent).toHaveLength(song.tablecontent.length)
      for (const label of song.labelcontent) {
        expect(label).toEqual({ label: expect.any(String), repeat: expect.any(Number) })
      }
    }
  })
})
