import { createRequire } from 'node:module'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from '../support/mail.ts'
import {
  adminClient,
  deleteUsers,
  signUp,
  statusOf,
  type TestUser,
  updateSong,
} from '../support/pocketbase.ts'

const { summarize, VERSIONS_KEPT_PER_SONG } = createRequire(import.meta.url)(
  '../../pb_hooks/song-history.cjs',
) as { summarize: (before: object | null, after: object) => string; VERSIONS_KEPT_PER_SONG: number }

const IN_A_WEEK = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()
const bar = (id: string, chords: string[], words: string[] = []) => ({ id, chords, words })

describe('song history', () => {
  let admin: PocketBase
  let owner: TestUser
  let cowriter: TestUser
  let stranger: TestUser
  let song: RecordModel

  beforeAll(async () => {
    admin = await adminClient()
    owner = await signUp('history-owner')
    cowriter = await signUp('history-cowriter')
    stranger = await signUp('history-stranger')
    await admin.collection('users').update(cowriter.id, { trial_until: IN_A_WEEK() })
    song = await owner.pb.collection('songs').create({ user: owner.id, name: 'Kept' })
    await owner.pb.send('/api/songpad/cowriters/invite', {
      method: 'POST',
      body: { song: song.id, email: cowriter.email },
    })
    const link = (await mailsTo(cowriter.email))[0]?.links.find((l) => l.includes('/co-write/'))
    await cowriter.pb.send('/api/songpad/cowriters/accept', {
      method: 'POST',
      body: { token: link?.split('/co-write/')[1] },
    })
  })

  afterAll(async () => {
    await deleteUsers(admin, [owner, cowriter, stranger])
  })

  const history = (user: TestUser) =>
    user.pb.collection('song_versions').getFullList({
      filter: user.pb.filter('song = {:song}', { song: song.id }),
      sort: 'revision',
    })

  it('keeps each save: who, which revision, what changed', async () => {
    const labelcontent = [{ label: 'Verse', repeat: 1 }]
    await updateSong(owner.pb, song.id, {
      version: 2,
      tablecontent: [{ id: 's1', bars: [bar('b1', ['C']), bar('b2', ['G'])] }],
      labelcontent,
    })
    await updateSong(cowriter.pb, song.id, {
      version: 2,
      tablecontent: [{ id: 's1', bars: [bar('b1', ['Am'], ['Hello ']), bar('b2', ['G'])] }],
      labelcontent,
      bpm: 96,
    })

    const versions = await history(owner)
    expect(versions.map((v) => [v.author_name, v.revision, v.summary])).toEqual([
      ['history-owner', 1, 'Added Verse'],
      ['history-cowriter', 2, 'Verse: chords of 1 bar, words of 1 bar; tempo 60 → 96'],
    ])
    expect(versions[1]?.snapshot.tablecontent[0].bars[0].words).toEqual(['Hello '])
    expect((await history(cowriter)).map((v) => v.id)).toEqual(versions.map((v) => v.id))
  })

  it('keeps no version for a save that changes nothing of the song (sharing it)', async () => {
    const before = await history(owner)
    await updateSong(owner.pb, song.id, { share_slug: `history_${song.id}` })
    await updateSong(owner.pb, song.id, { share_slug: '' })
    expect(await history(owner)).toEqual(before)
  })

  it('is read only by the owner and co-writers, and written by no one', async () => {
    expect(await history(stranger)).toEqual([])
    const [first] = await history(owner)
    const rows = owner.pb.collection('song_versions')
    expect(await statusOf(rows.create({ song: song.id, summary: 'Forged' }))).toBe(403)
    expect(await statusOf(rows.update(first?.id ?? '', { summary: 'Forged' }))).toBe(403)
    expect(await statusOf(rows.delete(first?.id ?? ''))).toBe(403)
  })

  it('is closed to a co-writer once removed', async () => {
    const [membership] = await owner.pb.collection('song_cowriters').getFullList()
    await owner.pb.send('/api/songpad/cowriters/remove', {
      method: 'POST',
      body: { id: membership?.id },
    })

    expect(await history(cowriter)).toEqual([])
    expect((await history(owner)).length).toBe(2)
  })

  it(`keeps the last ${VERSIONS_KEPT_PER_SONG} versions of a song`, async () => {
    const busy = await admin.collection('songs').create({ user: owner.id, name: 'Busy' })
    for (let n = 0; n < VERSIONS_KEPT_PER_SONG + 3; n++) {
      await admin.collection('songs').update(busy.id, { bpm: 60 + n })
    }
    const kept = await owner.pb.collection('song_versions').getFullList({
      filter: owner.pb.filter('song = {:song}', { song: busy.id }),
      sort: 'revision',
    })
    expect(kept).toHaveLength(VERSIONS_KEPT_PER_SONG)
    expect(kept[0]?.revision).toBe(4)
  })
})

describe('a save summarized', () => {
  const song = (sections: object[], fields: object = {}) => ({
    name: 'Song',
    bpm: 60,
    tablecontent: sections,
    labelcontent: sections.map((_, i) => ({ label: ['Verse', 'Chorus', 'Bridge'][i] })),
    ...fields,
  })

  it('names sections added and removed, bars changed, and the fields', () => {
    const before = song([
      { id: 's1', bars: [bar('a', ['C']), bar('b', ['G'])] },
      { id: 's2', bars: [bar('c', ['F'])] },
    ])
    const after = song(
      [
        { id: 's1', bars: [bar('a', ['C'], ['la ']), bar('d', ['E'])] },
        { id: 's3', bars: [] },
      ],
      { name: 'New name', key: 'G' },
    )
    expect(summarize(before, after)).toBe(
      'Renamed “New name”; Verse: words of 1 bar, 1 bar added, 1 bar removed; added Chorus; removed Chorus; key G',
    )
  })

  it('reads songs stored before sections had ids', () => {
    const before = song([[['C'], ['G']]])
    const after = song([{ id: 's1', bars: [bar('s1b1', ['C']), bar('s1b2', ['D'])] }])
    expect(summarize(before, after)).toBe('Verse: chords of 1 bar')
    expect(summarize(after, after)).toBe('Saved without a change')
  })

  it('names a new style and a changed mixer; a song without them plays as block chords', () => {
    const sections = [{ id: 's1', bars: [bar('a', ['C'])] }]
    const mix = { chords: { volume: 0.8, muted: false } }
    const before = song(sections)
    const bossa = song(sections, { playback: { style: 'bossa', mix } })
    expect(summarize(before, song(sections, { playback: { style: 'block' } }))).toBe(
      'Saved without a change',
    )
    expect(summarize(before, bossa)).toBe('Style bossa; mixer')
    const muted = { playback: { style: 'bossa', mix: { chords: { volume: 0.8, muted: true } } } }
    expect(summarize(bossa, song(sections, muted))).toBe('Mixer')
  })
})
