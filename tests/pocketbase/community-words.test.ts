import { createRequire } from 'node:module'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { communityListFilter } from '@/features/community/community-filter'
import { encodeSong } from '@/song/encode'
import { SONG_WORDS_MAX_LENGTH } from '@/song/limits'
import type { SongDocument } from '@/song/types'
import { barWords, lyricLines } from '@/song/words'
import { buildSections } from '@/testing/song-builders'
import {
  adminClient,
  deleteUsers,
  signUp,
  type TestUser,
  updateSong,
} from '../support/pocketbase.ts'

// The hook's helper is CommonJS, as PocketBase requires it.
const { songWords, WORDS_MAX_LENGTH } = createRequire(import.meta.url)(
  '../../pb_hooks/community-words.cjs',
) as { songWords: (json: string) => string; WORDS_MAX_LENGTH: number }

const DAY_MS = 24 * 60 * 60 * 1000

const song = (sections: SongDocument['sections']): SongDocument => ({
  name: 'Words song',
  bpm: 90,
  timeSignature: { beats: 4, unit: 4 },
  instrument: 1,
  key: 'G',
  tags: [],
  description: '',
  style: 'block',
  mix: DEFAULT_MIX,
  sections,
})

const sections = buildSections([
  {
    label: 'Verse',
    bars: [
      { chords: ['G'], words: ['Hello darkness '] },
      { chords: ['D', '', 'Em', ''], words: ['my old ', '', 'friend '], lineEnd: true },
      { chords: ['C'], words: ['I’ve come to '] },
      { chords: ['G'], words: ['talk with you a-'] },
      { chords: ['D'], words: ['gain '], lineEnd: true },
    ],
  },
  { label: 'Solo', bars: [['G'], ['D']] },
  { label: 'Chorus', repeat: 2, bars: [{ chords: ['C'], words: ['Sounds of silence '] }] },
])

/** The words as the song model reads them: each section's lyric lines, joined as the bars hold them. */
const modelWords = (doc: SongDocument) =>
  doc.sections
    .map((section) =>
      lyricLines(section.bars)
        .map((line) => line.map(barWords).join('').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')

describe('a community listing’s words (pb_hooks/community-words.cjs)', () => {
  it('reads a stored song’s words as the song model does: its lyric lines, section by section', () => {
    const doc = song(sections)
    const stored = JSON.stringify(encodeSong(doc).tablecontent)
    expect(songWords(stored)).toBe(modelWords(doc))
    expect(songWords(stored)).toBe(
      'Hello darkness my old friend\nI’ve come to talk with you a-gain\n\nSounds of silence',
    )
  })

  it('reads no words from a version-1 song or a broken one, and stops at the song model’s limit', () => {
    expect(songWords(JSON.stringify([[['C'], ['Am', '', 'F', '']]]))).toBe('')
    expect(songWords('{not json')).toBe('')
    expect(songWords('null')).toBe('')
    expect(WORDS_MAX_LENGTH).toBe(SONG_WORDS_MAX_LENGTH)
    const long = song(
      buildSections([
        {
          label: 'Long',
          bars: Array.from({ length: 150 }, () => ({ chords: ['C'], words: ['x'.repeat(199)] })),
        },
      ]),
    )
    expect(songWords(JSON.stringify(encodeSong(long).tablecontent))).toHaveLength(
      SONG_WORDS_MAX_LENGTH,
    )
  })
})

describe('the community copies a song’s words and searches them', () => {
  let admin: PocketBase
  let alice: TestUser

  beforeAll(async () => {
    admin = await adminClient()
    alice = await signUp('words-alice')
    await admin.collection('users').update(alice.id, {
      premium_until: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    })
  })
  afterAll(async () => {
    await deleteUsers(admin, [alice])
  })

  it('copies the words on publish, refreshes them on every save, and finds the song by them', async () => {
    const unique = `zebrafinch${Date.now()}`
    const doc = song(sections)
    const record = await alice.pb.collection('songs').create({ user: alice.id, ...encodeSong(doc) })
    const listing = await alice.pb.collection('community_songs').create({ song_id: record.id })
    expect(listing.words).toBe(modelWords(doc))

    const edited = song(
      buildSections([
        { label: 'Verse', bars: [{ chords: ['C'], words: [`a ${unique} sings `], lineEnd: true }] },
      ]),
    )
    await updateSong(alice.pb, record.id, encodeSong(edited))
    const refreshed = await alice.pb.collection('community_songs').getOne(listing.id)
    expect(refreshed.words).toBe(`a ${unique} sings`)

    // The community page's own filter: a search for words the song sings finds it.
    const search = (q: string) =>
      alice.pb.collection('community_songs').getFullList({
        filter: alice.pb.filter(...communityListFilter({ q, tag: '', instrument: '' })),
      })
    expect((await search(unique.toUpperCase())).map((found) => found.id)).toEqual([listing.id])
    expect(await search(`${unique} whistles`)).toEqual([])
  })
})
