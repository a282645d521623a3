import { describe, expect, it } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { shareSong, stopSharing } from './share-song'

const notUnique = { share_slug: { code: 'validation_not_unique', message: 'Must be unique.' } }

describe('shareSong', () => {
  it('stores a new slug on the song and answers it', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Open' })

    const slug = await shareSong(song.id)

    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(server.songs.get(song.id)?.share_slug).toBe(slug)
    expect(server.patches()).toEqual([{ share_slug: slug, revision: 0 }])
  })

  it('gives a new slug each time, so sharing again ends the old link', async () => {
    const server = fakeSongsServer()
    const song = server.add()

    const first = await shareSong(song.id)
    const second = await shareSong(song.id)

    expect(second).not.toBe(first)
    expect(server.songs.get(song.id)?.share_slug).toBe(second)
  })

  it('draws another slug when the one drawn is taken', async () => {
    const server = fakeSongsServer()
    const song = server.add()
    server.failNext('PATCH', 400, notUnique)

    const slug = await shareSong(song.id)

    const sent = server.patches().map((body) => body?.share_slug)
    expect(sent).toHaveLength(2)
    expect(sent[0]).not.toBe(sent[1])
    expect(server.songs.get(song.id)?.share_slug).toBe(slug)
  })

  it('stops drawing after three taken slugs', async () => {
    const server = fakeSongsServer()
    const song = server.add()
    for (let n = 0; n < 3; n += 1) server.failNext('PATCH', 400, notUnique)

    await expect(shareSong(song.id)).rejects.toMatchObject({ status: 400 })
    expect(server.patches()).toHaveLength(3)
    expect(server.songs.get(song.id)?.share_slug).toBeUndefined()
  })

  it('does not draw again when the server refuses for another reason', async () => {
    const server = fakeSongsServer()
    const song = server.add()
    server.failNext('PATCH', 400, { share_slug: { code: 'validation_invalid_format' } })

    await expect(shareSong(song.id)).rejects.toMatchObject({ status: 400 })
    expect(server.patches()).toHaveLength(1)
  })

  it('gives up on any other failure', async () => {
    const server = fakeSongsServer()
    const song = server.add()
    server.failNext('PATCH', 404)

    await expect(shareSong(song.id)).rejects.toMatchObject({ status: 404 })
    expect(server.patches()).toHaveLength(1)
  })
})

describe('stopSharing', () => {
  it('clears the slug', async () => {
    const server = fakeSongsServer()
    const song = server.add({ share_slug: 'a'.repeat(22) })

    await stopSharing(song.id)

    expect(server.songs.get(song.id)?.share_slug).toBe('')
  })
})
