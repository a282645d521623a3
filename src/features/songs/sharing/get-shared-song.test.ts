// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { makeToken } from '@/testing/tokens'
import { getSharedSong } from './get-shared-song'

const slug = 'AbCdEfGhIjKlMnOpQrStUv'

afterEach(() => {
  clearSession()
})

describe('getSharedSong', () => {
  it('asks as a visitor, with the slug in its header and no filter or sort', async () => {
    pb.authStore.save(makeToken(3600), { id: 'reader' } as never)
    const server = fakeSongsServer({ userId: 'owner' })
    const song = server.add({ name: 'Late Train', share_slug: slug })

    const shared = await getSharedSong(slug)

    const request = server.requests[0]
    expect(request?.headers.get('X-Share-Slug')).toBe(slug)
    // The reader's own songs would otherwise come along in the list.
    expect(request?.headers.get('Authorization')).toBe('')
    expect(request?.query.has('filter')).toBe(false)
    expect(request?.query.has('sort')).toBe(false)
    expect(shared).toMatchObject({ id: song.id, slug, ownerId: 'owner', updated: song.updated })
    expect(shared?.fields).toMatchObject({ name: 'Late Train' })
  })

  it.each(['', 'short', `${'a'.repeat(21)}!`, 'a'.repeat(65)])(
    'answers null for the malformed slug %j without asking',
    async (bad) => {
      const server = fakeSongsServer()

      expect(await getSharedSong(bad)).toBeNull()
      expect(server.requests).toEqual([])
    },
  )

  it('answers null when nothing is shared under the slug (never was, or stopped)', async () => {
    fakeSongsServer()

    expect(await getSharedSong(slug)).toBeNull()
  })

  it('answers null for a song that is not the one shared under the slug', async () => {
    const server = fakeSongsServer({ userId: 'owner' })
    server.add({ name: 'Other', share_slug: 'ZZZZZZZZZZZZZZZZZZZZZZ' })

    expect(await getSharedSong(slug)).toBeNull()
  })

  it('fails when the server cannot be reached, rather than saying there is no song', async () => {
    const server = fakeSongsServer()
    server.down()

    await expect(getSharedSong(slug)).rejects.toMatchObject({ status: 0 })
  })
})
