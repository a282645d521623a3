// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import { downloadJson } from '../download'
import { buildExport, exportFileName } from './export-data'
import { exportedSong } from './exported-song'

const now = new Date('2026-11-21T09:30:00.000Z')

// What the export keeps of the user record.
const ownProfile = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  verified: true,
  instrument: 1,
  subscribed_to_email_member: true,
  premium_until: '',
  trial_until: '2026-12-03 10:00:00.000Z',
  didTrial: true,
  created: '2026-11-01 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
}

// The records as the SDK hands them: their own fields and the SDK's bookkeeping.
const profile = {
  ...ownProfile,
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  emailVisibility: false,
  avatar: '',
}

// What the export keeps of the song record.
const ownSong = {
  id: 's1',
  name: 'Morning Coffee',
  description: 'A bright pop tune in C.',
  instrument: 0,
  bpm: 96,
  timesignature: '4/4',
  key: 'C',
  version: 2,
  tags: ['pop'],
  labelcontent: [{ label: 'Verse', repeat: 2 }],
  playback: { style: 'bossa', mix: DEFAULT_MIX },
  tablecontent: [
    {
      id: 'v1',
      bars: [
        { id: 'b1', chords: ['C'], words: ['Morning '] },
        { id: 'b2', chords: ['Am', '', 'F', ''], words: ['cof', '', 'fee', ''], lineEnd: true },
      ],
    },
  ],
  created: '2026-11-02 08:00:00.000Z',
  updated: '2026-11-03 08:00:00.000Z',
}

const song = {
  ...ownSong,
  user: 'u1',
  collectionId: 'songscollection',
  collectionName: 'songs',
  expand: {},
}

describe('buildExport', () => {
  it('holds the profile and every song, stamped with the format and the time', () => {
    const songs = [song, { ...song, id: 's2', name: 'Late Train' }].map(exportedSong)
    const data = buildExport(profile, songs, now)
    expect(data).toMatchObject({
      format: 'songpad-export',
      version: 1,
      exportedAt: '2026-11-21T09:30:00.000Z',
    })
    expect(data.profile).toEqual(ownProfile)
    expect(data.songs.map((s) => s.name)).toEqual(['Morning Coffee', 'Late Train'])
    // Every field of the song, its key and words too, as the song model writes it.
    expect(data.songs[0]).toEqual(ownSong)
    expect(Object.keys(data.songs[0] ?? {}).sort()).toEqual(
      [...Object.keys(encodeSong(decodeSong({}).document)), 'id', 'created', 'updated'].sort(),
    )
  })

  it('writes a version-1 song in the current format, losing nothing', () => {
    const old = { ...song, version: 1, key: '', labelcontent: ['Verse'], tablecontent: [[['C']]] }
    const exported = exportedSong(old)
    expect(exported).toMatchObject({
      key: '',
      version: 2,
      labelcontent: [{ label: 'Verse', repeat: 1 }],
      tablecontent: [{ id: 's1', bars: [{ id: 's1b1', chords: ['C'] }] }],
    })
  })

  it('leaves out the SDK bookkeeping and keeps an empty song list', () => {
    const data = buildExport(profile, [], now)
    expect(data.songs).toEqual([])
    expect(JSON.stringify(exportedSong(song))).not.toMatch(
      /collectionId|collectionName|expand|user/,
    )
    expect(JSON.stringify(data)).not.toMatch(/collectionId|collectionName|expand|emailVisibility/)
  })
})

describe('exportFileName', () => {
  it('names the file by the day of the export', () => {
    expect(exportFileName(now)).toBe('songpad-export-2026-11-21.json')
  })
})

describe('downloadJson', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('saves the data as a readable JSON file under the given name', async () => {
    vi.useFakeTimers()
    let saved: Blob | undefined
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:export'
    })
    URL.revokeObjectURL = vi.fn()
    let clicked: { download: string; href: string } | undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked = { download: this.download, href: this.href }
    })

    downloadJson('songpad-export-2026-11-21.json', { songs: [{ name: 'A' }] })

    expect(clicked).toEqual({ download: 'songpad-export-2026-11-21.json', href: 'blob:export' })
    expect(saved?.type).toBe('application/json')
    expect(JSON.parse((await saved?.text()) ?? '')).toEqual({ songs: [{ name: 'A' }] })
    expect(document.querySelector('a[download]')).toBeNull()
    vi.runAllTimers()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export')
  })
})
