import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SONG } from '@/config/constants'
import { INSTRUMENTS } from './instruments'
import { SONG_CONTENT_FIELDS } from './record-fields'

// PocketBase's hooks run plain JavaScript outside this codebase, so they keep their own copies of
// what the song model says; these tests hold the copies to the model.

const require = createRequire(import.meta.url)

describe('pb_hooks and the song model', () => {
  it('copies every content field of a song into a community listing', () => {
    const { LISTING_FIELDS } = require('../../pb_hooks/community-fields.cjs')
    expect([...LISTING_FIELDS].sort()).toEqual([...SONG_CONTENT_FIELDS].sort())
  })

  it('keeps every content field of a song, and names its instruments, in its history', () => {
    const { CONTENT_FIELDS, INSTRUMENTS: names } = require('../../pb_hooks/song-history.cjs')
    expect([...CONTENT_FIELDS].sort()).toEqual([...SONG_CONTENT_FIELDS].sort())
    expect(names).toEqual(INSTRUMENTS.map((instrument) => instrument.name))
  })
})

describe('DEFAULT_SONG', () => {
  it('is a song record of the model, with the defaults a new song is created with', () => {
    expect(DEFAULT_SONG).toMatchObject({ name: 'New song', bpm: 60, version: 1, instrument: 0 })
    for (const field of Object.keys(DEFAULT_SONG)) expect(SONG_CONTENT_FIELDS).toContain(field)
  })
})
