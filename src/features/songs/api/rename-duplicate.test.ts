import { describe, expect, it } from 'vitest'
import { fakeSongsServer, songRecordContent } from '@/testing/fake-songs-server'
import { duplicateSong } from './duplicate-song'
import { renameSong, SongNameError } from './rename-song'

describe('renameSong', () => {
  it('saves the trimmed name', async () => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Old' })

    const renamed = await renameSong(song.id, '  New name ')

    expect(renamed.name).toBe('New name')
    expect(server.songs.get(song.id)?.name).toBe('New name')
  })

  it.each(['', '   ', 'x'.repeat(201)])('refuses %j without asking the server', async (name) => {
    const server = fakeSongsServer()
    const song = server.add({ name: 'Old' })

    await expect(renameSong(song.id, name)).rejects.toBeInstanceOf(SongNameError)
    expect(server.requests).toEqual([])
  })
})

describe('duplicateSong', () => {
  const content = songRecordContent({
    timesignature: '3/4',
    labelcontent: [{ label: 'Verse', repeat: 2 }],
  })

  it('copies the song’s content under a new name, unshared', async () => {
    const server = fakeSongsServer()
    const original = server.add({ ...content, share_slug: 'a'.repeat(22) })

    const copy = await duplicateSong(original.id, 'u1')

    expect(copy.name).toBe('Late Train (copy)')
    expect(copy.id).not.toBe(original.id)
    expect(server.songs.get(copy.id)).toMatchObject({
      ...content,
      name: 'Late Train (copy)',
      user: 'u1',
      share_slug: '',
    })
    expect(server.songs.get(original.id)?.share_slug).toBe('a'.repeat(22))
  })

  it('copies a malformed document as it is, without adding fields it lacked', async () => {
    const server = fakeSongsServer()
    const original = server.add({ name: 42, tablecontent: 'garbage' })

    const copy = await duplicateSong(original.id, 'u1')

    const body = server.requests.at(-1)?.body
    expect(body).toEqual({
      name: 'New song (copy)',
      tablecontent: 'garbage',
      user: 'u1',
      share_slug: '',
    })
    expect(copy.name).toBe('New song (copy)')
  })

  it('fails when the song is not there (deleted, or someone else’s)', async () => {
    fakeSongsServer()

    await expect(duplicateSong('nosuchsong0000', 'u1')).rejects.toMatchObject({ status: 404 })
  })
})
