// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { buildSections, chordGrid } from '@/testing/song-builders'
import { AutosaveEngine, type AutosaveOptions } from './autosave-engine'
import { localDraftStore } from './drafts'
import { fakeSongStore, song } from './testing/fake-song-store'

// A song opened from this device's copy, because the server could not be reached.

const ID = 'songaaaaaaaaaaa'

const twoSections = (verse: string, chorus: string): SongDocument => ({
  ...song('Two parts'),
  sections: buildSections([
    { label: 'Verse', bars: [[verse]] },
    { label: 'Chorus', bars: [[chorus]] },
  ]),
})

function setup(first: SongDocument = song('Copy', ['C']), options: Partial<AutosaveOptions> = {}) {
  const server = fakeSongStore()
  const copy = server.add(ID, first)
  const online = new Set<() => void>()
  server.goDown()
  const engine = new AutosaveEngine({
    songId: ID,
    remote: copy,
    fromDevice: true,
    store: server.store,
    drafts: localDraftStore(),
    triggers: {
      onOnline: (listener) => {
        online.add(listener)
        return () => online.delete(listener)
      },
      onHide: () => () => {},
    },
    retryDelayMs: () => 5_000,
    ...options,
  })
  const goOnline = () => {
    for (const listener of online) listener()
  }
  return { server, engine, goOnline }
}

const text = (engine: AutosaveEngine) => engine.getState().text

fakeTimersInEachTest()

describe('a song opened from the device', () => {
  it('says it is offline at once, and asks the server until it answers', async () => {
    const { engine, server } = setup()
    const reads = vi.spyOn(server.store, 'read')
    expect(text(engine)).toBe('Offline: will retry')

    await vi.advanceTimersByTimeAsync(5_000)
    expect(reads).toHaveBeenCalledTimes(1)
    expect(text(engine)).toBe('Offline: will retry')

    server.comeBack()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(text(engine)).toBe('Saved')
    expect(server.writes).toHaveLength(0)
  })

  it('takes in the newer version the server had all along, into the editor', async () => {
    const { engine, server } = setup()
    const changes: string[] = []
    engine.onDocumentChange(({ to }) => changes.push(to.name))
    server.editElsewhere(ID, song('Newer on the server', ['F']))

    server.comeBack()
    await vi.advanceTimersByTimeAsync(5_000)

    expect(changes).toEqual(['Newer on the server'])
    expect(engine.document.name).toBe('Newer on the server')
    expect(text(engine)).toBe('Saved')
  })

  it('keeps an edit made offline and sends it on the copy’s revision once back online', async () => {
    const { engine, server, goOnline } = setup()
    engine.edit(song('Copy', ['C', 'Dm']))
    expect(text(engine)).toBe('Offline: will retry')
    expect(localDraftStore().read(ID)?.base?.revision).toBe(0)

    server.comeBack()
    goOnline()
    await vi.advanceTimersByTimeAsync(0)

    expect(server.songs.get(ID)?.document).toEqual(song('Copy', ['C', 'Dm']))
    expect(server.songs.get(ID)?.revision).toBe(1)
    expect(text(engine)).toBe('Saved')
    expect(localDraftStore().read(ID)).toBeNull()
  })

  it('merges an edit made offline with one saved elsewhere meanwhile (the server refuses the old revision)', async () => {
    const { engine, server, goOnline } = setup(twoSections('C', 'G'))
    engine.edit(twoSections('Dm', 'G'))
    server.editElsewhere(ID, twoSections('C', 'Am'))

    server.comeBack()
    goOnline()
    await vi.advanceTimersByTimeAsync(0)

    expect(chordGrid(server.songs.get(ID)?.document.sections ?? [])).toEqual([[['Dm']], [['Am']]])
    expect(server.songs.get(ID)?.revision).toBe(2)
    expect(text(engine)).toBe('Saved')
  })

  it('sends at once when the live feed shows the server is back, without waiting for the pause', async () => {
    const { engine, server } = setup(song('Copy', ['C']), { retryDelayMs: () => 60_000 })
    engine.edit(song('Copy', ['E']))
    server.comeBack()
    server.editElsewhereLive(ID, song('Copy', ['C']))
    await vi.advanceTimersByTimeAsync(0)

    expect(server.songs.get(ID)?.document).toEqual(song('Copy', ['E']))
    expect(text(engine)).toBe('Saved')
  })

  it('asks what to do when the song was deleted elsewhere while the device was offline', async () => {
    const { engine, server } = setup()
    server.deleteElsewhere(ID)

    server.comeBack()
    await vi.advanceTimersByTimeAsync(5_000)

    expect(engine.getState().status).toBe('conflict')
    expect(engine.getState().conflict?.theirs).toBeNull()
  })

  it('starts the live feed again once the server answers, and follows saves made elsewhere', async () => {
    const { engine, server } = setup()
    const watch = vi.spyOn(server.store, 'watch')
    server.comeBack()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(watch).toHaveBeenCalledTimes(1)
    expect(server.watching(ID)).toBe(1)

    server.editElsewhereLive(ID, song('Live again', ['B']))
    await vi.advanceTimersByTimeAsync(0)
    expect(engine.document.name).toBe('Live again')
  })

  it('stops asking once closed', async () => {
    const { engine, server } = setup()
    const reads = vi.spyOn(server.store, 'read')
    await engine.close()
    server.comeBack()
    await vi.advanceTimersByTimeAsync(60_000)

    expect(reads).not.toHaveBeenCalled()
  })
})
