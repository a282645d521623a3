// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchSong } from '@/features/songs'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { makeToken } from '@/testing/tokens'
import { KEEPALIVE_MAX_BYTES, NEWER_FORMAT, pocketBaseSongStore } from './pocketbase-song-store'
import { StoreError } from './song-store'
import { SESSION_ENDED } from './store-errors'
import { song } from './testing/fake-song-store'

afterEach(() => {
  clearSession()
})

const stored = {
  name: 'Late Train',
  bpm: 72,
  timesignature: '4/4',
  instrument: 0,
  key: '',
  tags: null,
  description: '',
  version: 1,
  tablecontent: [[['Am'], ['E7']]],
  labelcontent: [{ label: 'Verse', repeat: 1 }],
}

describe('pocketBaseSongStore', () => {
  it('reads a song through the decoder, with what it repaired', async () => {
    const server = fakeSongsServer()
    const record = server.add({ ...stored, bpm: 'fast' })

    const remote = await pocketBaseSongStore().read(record.id)

    expect(remote?.document).toMatchObject({ name: 'Late Train', bpm: 60 })
    expect(remote?.problems?.join(' ')).toContain('fast')
    expect(remote?.updated).toBe(record.updated)
    expect(remote?.revision).toBe(0)
  })

  it('opens a song the route asked for ahead once, then reads it from the server again', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    prefetchSong(record.id)
    const store = pocketBaseSongStore()

    const first = await store.read(record.id)
    const second = await store.read(record.id)

    expect(first?.document.name).toBe('Late Train')
    expect(second?.document.name).toBe('Late Train')
    // One request for the prefetch, one for the second read: the first read sent none of its own.
    expect(server.steps()).toHaveLength(2)
  })

  it('asks again when the prefetch failed, rather than taking its failure as the answer', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    server.failNext('GET', 503)
    prefetchSong(record.id)

    expect((await pocketBaseSongStore().read(record.id))?.document.name).toBe('Late Train')
    expect(server.steps()).toHaveLength(2)
  })

  it('writes the encoded document and answers the song as stored', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    const document = song('Draft', ['C', 'G'])

    const saved = await pocketBaseSongStore().write(record.id, document, 0)

    expect(server.requests[0]?.body).toMatchObject({
      name: 'Draft',
      timesignature: '4/4',
      version: 2,
      tablecontent: [
        {
          id: 's1',
          bars: [
            { id: 's1b1', chords: ['C'] },
            { id: 's1b2', chords: ['G'] },
          ],
        },
      ],
      labelcontent: [{ label: 'Verse', repeat: 1 }],
    })
    expect(server.requests[0]?.body).toMatchObject({ revision: 0 })
    expect(server.requests[0]?.body).not.toHaveProperty('user')
    expect(saved).toMatchObject({ document, revision: 1 })
  })

  it('answers stale when the song was saved elsewhere since the revision named', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    server.editElsewhere(record.id, { name: 'Theirs' })

    expect(await pocketBaseSongStore().write(record.id, song('Mine'), 0)).toBe('stale')
    expect(server.songs.get(record.id)?.name).toBe('Theirs')
  })

  it('sends a save so that it outlives the page, unless it is too big for that', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    const keepalive = () => server.requests.at(-1)?.keepalive

    await pocketBaseSongStore().write(record.id, song('Small'), 0)
    expect(keepalive()).toBe(true)

    const big = { ...song('Big'), description: 'x'.repeat(KEEPALIVE_MAX_BYTES) }
    await pocketBaseSongStore().write(record.id, big, 1)
    expect(keepalive()).toBe(false)
  })

  it('passes on saves made elsewhere from the live feed', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    const subscribe = vi
      .spyOn(pb.collection('songs'), 'subscribe')
      .mockImplementation(async (_id, callback) => {
        callback({ action: 'update', record: { ...record, name: 'Live', revision: 4 } } as never)
        return async () => {}
      })
    vi.spyOn(pb.realtime, 'subscribe').mockResolvedValue(async () => {})
    const seen: unknown[] = []

    const stop = pocketBaseSongStore().watch?.(record.id, (remote) => seen.push(remote))
    stop?.()

    expect(subscribe).toHaveBeenCalledWith(record.id, expect.any(Function))
    expect(seen).toMatchObject([{ document: { name: 'Live' }, revision: 4 }])
    vi.restoreAllMocks()
  })

  it('creates a copy owned by the given user, or else by the signed-in one, never shared', async () => {
    const server = fakeSongsServer()
    pb.authStore.save(makeToken(3600), { id: 'signedin' } as never)

    const own = await pocketBaseSongStore('owner').create(song('Mine'))
    const signedIn = await pocketBaseSongStore().create(song('Mine'))

    expect(server.songs.get(own.id)).toMatchObject({ user: 'owner', share_slug: '', name: 'Mine' })
    expect(server.songs.get(signedIn.id)).toMatchObject({ user: 'signedin' })
    expect(own.document).toEqual(song('Mine'))
  })

  it('answers null from read when the song is gone', async () => {
    fakeSongsServer()

    expect(await pocketBaseSongStore().read('s00000000000042')).toBeNull()
  })

  it('answers null from write when the song is gone', async () => {
    fakeSongsServer()

    expect(await pocketBaseSongStore().write('s00000000000042', song('X'), 0)).toBeNull()
  })

  it('refuses to overwrite a song saved in a newer format', async () => {
    const server = fakeSongsServer()
    const record = server.add({ ...stored, version: 3 })

    const store = pocketBaseSongStore()
    await store.read(record.id)

    await expect(store.write(record.id, song('X'), 0)).rejects.toEqual(
      new StoreError('rejected', NEWER_FORMAT),
    )
  })

  it('says offline when the server cannot be reached', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    server.down()

    await expect(pocketBaseSongStore().write(record.id, song('X'), 0)).rejects.toMatchObject({
      kind: 'offline',
    })
  })

  it.each([500, 503, 429])('says offline when the server answers %i', async (status) => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    server.failNext('GET', status)

    await expect(pocketBaseSongStore().read(record.id)).rejects.toMatchObject({
      kind: 'offline',
    })
  })

  it.each([401, 403])('says the session ended on %i', async (status) => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    server.failNext('PATCH', status)

    await expect(pocketBaseSongStore().write(record.id, song('X'), 0)).rejects.toEqual(
      new StoreError('rejected', SESSION_ENDED),
    )
  })

  it('passes on why the server refused the data', async () => {
    const server = fakeSongsServer()
    const record = server.add(stored)
    server.failNext('PATCH', 400)

    await expect(pocketBaseSongStore().write(record.id, song('X'), 0)).rejects.toEqual(
      new StoreError('rejected', 'The server did not accept the song: Failed.'),
    )
  })
})
