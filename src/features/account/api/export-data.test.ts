import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadJson } from '../download'
import { buildExport, exportFileName } from './export-data'

const now = new Date('2026-11-21T09:30:00.000Z')

const profile = {
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
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  emailVisibility: false,
  avatar: '',
}

const song = {
  id: 's1',
  user: 'u1',
  name: 'Morning Coffee',
  description: 'A bright pop tune in C.',
  instrument: 0,
  bpm: 96,
  timesignature: '4/4',
  key: 'C',
  version: 2,
  tags: null,
  labelcontent: ['Verse'],
  tablecontent: [{ id: 'v', bars: [{ id: 'b', chords: ['C'], words: ['Steam on the window'] }] }],
  created: '2026-11-02 08:00:00.000Z',
  updated: '2026-11-03 08:00:00.000Z',
  collectionId: 'songscollection',
  collectionName: 'songs',
  expand: {},
}

describe('buildExport', () => {
  it('holds the profile and every song, stamped with the format and the time', () => {
    const data = buildExport(profile, [song, { ...song, id: 's2', name: 'Late Train' }], now)
    expect(data).toMatchObject({
      format: 'songpad-export',
      version: 1,
      exportedAt: '2026-11-21T09:30:00.000Z',
    })
    expect(data.profile).toEqual({
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
    })
    expect(data.songs.map((s) => s.name)).toEqual(['Morning Coffee', 'Late Train'])
    // Every field of the song model: its key and its words too.
    expect(data.songs[0]).toEqual({
      id: 's1',
      name: 'Morning Coffee',
      description: 'A bright pop tune in C.',
      instrument: 0,
      bpm: 96,
      timesignature: '4/4',
      key: 'C',
      version: 2,
      tags: null,
      labelcontent: ['Verse'],
      tablecontent: [
        { id: 'v', bars: [{ id: 'b', chords: ['C'], words: ['Steam on the window'] }] },
      ],
      created: '2026-11-02 08:00:00.000Z',
      updated: '2026-11-03 08:00:00.000Z',
    })
  })

  it('leaves out the SDK bookkeeping and keeps an empty song list', () => {
    const data = buildExport(profile, [], now)
    expect(data.songs).toEqual([])
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
