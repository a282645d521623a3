// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { keepingCopies, openSong } from './device-copies'
import { localSongCopies } from './song-copies'
import { StoreError } from './song-store'
import { fakeSongStore, song } from './testing/fake-song-store'

const ID = 'songaaaaaaaaaaa'
const USER = 'useraaaaaaaaaaa'

/** The task in which the copies waiting are written. */
const copiesWritten = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const server = fakeSongStore()
  server.add(ID, song('Server', ['C']))
  const copies = localSongCopies()
  const store = keepingCopies(server.store, copies, USER)
  return { server, copies, store }
}

describe('keepingCopies', () => {
  it('keeps what the server answers to reads, saves and creates as the device’s copy', async () => {
    const { copies, store } = setup()

    await store.read(ID)
    // Not in the task that answered: a long song's copy never holds up its opening.
    expect(copies.read(ID, USER)).toBeNull()
    await copiesWritten()
    expect(copies.read(ID, USER)).toMatchObject({ document: song('Server', ['C']), revision: 0 })
    await store.write(ID, song('Server', ['C', 'G']), 0)
    await copiesWritten()
    expect(copies.read(ID, USER)).toMatchObject({ revision: 1 })
    const created = await store.create(song('New'))
    await copiesWritten()
    expect(copies.read(created.id, USER)?.document.name).toBe('New')
  })

  it('keeps versions the live feed brings, and forgets a song the server no longer has', async () => {
    const { server, copies, store } = setup()
    const seen: number[] = []
    store.watch?.(ID, (remote) => seen.push(remote.revision))

    server.editElsewhereLive(ID, song('Elsewhere', ['Am']))
    expect(seen).toEqual([1])
    await copiesWritten()
    expect(copies.read(ID, USER)?.document.name).toBe('Elsewhere')

    // A version waiting to be written is dropped with the song.
    server.editElsewhereLive(ID, song('Again', ['F']))
    server.deleteElsewhere(ID)
    expect(await store.read(ID)).toBeNull()
    await copiesWritten()
    expect(copies.read(ID, USER)).toBeNull()
  })

  it('does not keep a stale answer, which carries no version', async () => {
    const { server, copies, store } = setup()
    await store.read(ID)
    server.editElsewhere(ID, song('Elsewhere'))

    expect(await store.write(ID, song('Mine'), 0)).toBe('stale')
    await copiesWritten()
    expect(copies.read(ID, USER)?.document.name).toBe('Server')
  })
})

describe('openSong', () => {
  it('opens the server’s song when it answers', async () => {
    const { store, copies } = setup()

    const opened = await openSong({ store, copies, songId: ID, userId: USER })
    expect(opened).toMatchObject({ fromDevice: false, remote: { revision: 0 } })
  })

  it('opens the device’s copy when the server cannot be reached', async () => {
    const { server, store, copies } = setup()
    await store.write(ID, song('Saved here', ['D']), 0)
    await copiesWritten()
    server.goDown()

    const opened = await openSong({ store, copies, songId: ID, userId: USER })
    expect(opened?.fromDevice).toBe(true)
    expect(opened?.remote).toMatchObject({ document: song('Saved here', ['D']), revision: 1 })
  })

  it('keeps the server’s failure when the device has no copy, or it is another account’s', async () => {
    const { server, copies } = setup()
    const otherStore = keepingCopies(server.store, copies, 'otheraaaaaaaaaa')
    await otherStore.read(ID)
    await copiesWritten()
    server.goDown()

    await expect(
      openSong({ store: server.store, copies, songId: ID, userId: USER }),
    ).rejects.toBeInstanceOf(StoreError)
  })

  it('never opens the copy of a song the server refuses (a session that ended)', async () => {
    const { server, store, copies } = setup()
    await store.read(ID)
    await copiesWritten()
    server.reject('Your session has ended.')

    await expect(openSong({ store, copies, songId: ID, userId: USER })).rejects.toMatchObject({
      kind: 'rejected',
    })
  })

  it('answers null for a song the server no longer has', async () => {
    const { server, store, copies } = setup()
    server.deleteElsewhere(ID)

    expect(await openSong({ store, copies, songId: ID, userId: USER })).toBeNull()
  })
})
