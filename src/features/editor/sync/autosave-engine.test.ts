// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { AUTOSAVE_DEBOUNCE_MS, AutosaveEngine, type AutosaveOptions } from './autosave-engine'
import { localDraftStore } from './drafts'
import { fakeSongStore, song } from './testing/fake-song-store'

const ID = 'songaaaaaaaaaaa'
const draftKey = `songpad:draft:${ID}`

function manualTriggers() {
  const online = new Set<() => void>()
  const hide = new Set<() => void>()
  return {
    triggers: {
      onOnline: (listener: () => void) => {
        online.add(listener)
        return () => online.delete(listener)
      },
      onHide: (listener: () => void) => {
        hide.add(listener)
        return () => hide.delete(listener)
      },
    },
    goOnline: () => {
      for (const listener of online) listener()
    },
    hidePage: () => {
      for (const listener of hide) listener()
    },
  }
}

/** A song on the fake server and an engine editing it, as the editor opens one. */
function setup(options: Partial<AutosaveOptions> = {}) {
  const server = fakeSongStore()
  const remote = server.add(ID, song('Draft', ['C']))
  const triggers = manualTriggers()
  const open = (extra: Partial<AutosaveOptions> = {}) =>
    new AutosaveEngine({
      songId: ID,
      remote: server.songs.get(ID) ?? remote,
      store: server.store,
      drafts: localDraftStore(),
      triggers: triggers.triggers,
      ...options,
      ...extra,
    })
  return { server, remote, triggers, engine: open(), open }
}

/**
 * An engine whose edit (Em) found the song changed elsewhere since it was opened: saved there as
 * theirs (Bb by default), or deleted when theirs is null.
 */
async function inConflict({
  theirs = song('Draft', ['Bb']),
  ...options
}: Partial<AutosaveOptions> & { theirs?: SongDocument | null } = {}) {
  const opened = setup(options)
  if (theirs) opened.server.editElsewhere(ID, theirs)
  else opened.server.deleteElsewhere(ID)
  opened.engine.edit(song('Draft', ['Em']))
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
  return opened
}

const text = (engine: AutosaveEngine) => engine.getState().text
const serverDocument = (server: ReturnType<typeof fakeSongStore>, id = ID) =>
  server.songs.get(id)?.document

fakeTimersInEachTest()

describe('autosave', () => {
  it('starts Saved, and saves a burst of edits once, 800 ms after the last', async () => {
    const { engine, server } = setup()
    expect(text(engine)).toBe('Saved')

    engine.edit(song('Draft', ['C', 'Am']))
    await vi.advanceTimersByTimeAsync(500)
    engine.edit(song('Draft', ['C', 'Am', 'F']))
    expect(text(engine)).toBe('Saving…')
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1)
    expect(server.writes).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(1)
    expect(server.writes).toHaveLength(1)
    expect(serverDocument(server)).toEqual(song('Draft', ['C', 'Am', 'F']))
    expect(text(engine)).toBe('Saved')
  })

  it('keeps every edit on the device at once, and drops the copy once the server has it', async () => {
    const { engine } = setup()

    engine.edit(song('Draft', ['G']))
    const stored = JSON.parse(localStorage.getItem(draftKey) ?? 'null')
    expect(stored.fields.tablecontent).toEqual([
      { id: 's1', bars: [{ id: 's1b1', chords: ['G'] }] },
    ])

    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    expect(localStorage.getItem(draftKey)).toBeNull()
  })

  it('tells listeners about every change of state', async () => {
    const { engine } = setup()
    const seen: string[] = []
    engine.subscribe(() => seen.push(text(engine)))

    engine.edit(song('Draft', ['G']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(seen).toEqual(['Saving…', 'Saved'])
  })

  it('does not write when the document is back to what the server has', async () => {
    const { engine, server } = setup()

    engine.edit(song('Draft', ['G']))
    engine.edit(song('Draft', ['C']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(server.writes).toHaveLength(0)
    expect(text(engine)).toBe('Saved')
  })
})

describe('autosave while the server is down', () => {
  it('says Offline: will retry, retries with growing pauses, and saves when it is back', async () => {
    const { engine, server } = setup({ retryDelayMs: (attempt) => 1000 * 2 ** attempt })
    const attempts = vi.spyOn(server.store, 'write')
    server.goDown()

    engine.edit(song('Draft', ['Dm']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    expect(text(engine)).toBe('Offline: will retry')
    expect(attempts).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(1000)
    expect(attempts).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(attempts).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveBeenCalledTimes(3)

    server.comeBack()
    await vi.advanceTimersByTimeAsync(4000)
    expect(text(engine)).toBe('Saved')
    expect(serverDocument(server)).toEqual(song('Draft', ['Dm']))
  })

  it('keeps edits made while offline and saves the latest one', async () => {
    const { engine, server } = setup()
    server.goDown()
    engine.edit(song('Draft', ['Dm']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    engine.edit(song('Draft', ['Dm', 'G']))
    expect(text(engine)).toBe('Offline: will retry')
    server.comeBack()
    await vi.advanceTimersByTimeAsync(30_000)

    expect(serverDocument(server)).toEqual(song('Draft', ['Dm', 'G']))
    expect(text(engine)).toBe('Saved')
  })

  it('retries at once when the browser is back online', async () => {
    const { engine, server, triggers } = setup({ retryDelayMs: () => 60_000 })
    server.goDown()
    engine.edit(song('Draft', ['E']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    server.comeBack()
    triggers.goOnline()
    await vi.advanceTimersByTimeAsync(0)

    expect(text(engine)).toBe('Saved')
    expect(serverDocument(server)).toEqual(song('Draft', ['E']))
  })

  it('saves at once when the page is hidden, without waiting for the pause', async () => {
    const { engine, server, triggers } = setup()

    engine.edit(song('Draft', ['B']))
    triggers.hidePage()
    await vi.advanceTimersByTimeAsync(0)

    expect(serverDocument(server)).toEqual(song('Draft', ['B']))
  })
})

describe('autosave across a reload', () => {
  it('saves the changes a closed tab left on the device when the song opens again', async () => {
    const first = setup()
    first.server.goDown()
    first.engine.edit(song('Draft', ['C', 'G']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    first.engine.dispose() // the tab closes
    first.server.comeBack()

    const reopened = first.open()

    expect(reopened.document).toEqual(song('Draft', ['C', 'G']))
    expect(text(reopened)).toBe('Saving…')
    await vi.advanceTimersByTimeAsync(0)
    expect(serverDocument(first.server)).toEqual(song('Draft', ['C', 'G']))
    expect(localStorage.getItem(draftKey)).toBeNull()
    expect(text(reopened)).toBe('Saved')
  })

  it('saves changes the tab closed on before the pause was over', async () => {
    const first = setup()
    first.engine.edit(song('Draft', ['A']))
    first.engine.dispose()

    const reopened = first.open()
    await vi.advanceTimersByTimeAsync(0)

    expect(serverDocument(first.server)).toEqual(song('Draft', ['A']))
    expect(text(reopened)).toBe('Saved')
  })

  it('recognises a save that reached the server before the tab closed: no conflict, no write', async () => {
    const first = setup()
    const release = first.server.holdRequests()
    first.engine.edit(song('Draft', ['F']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    first.engine.dispose() // closed mid-save; the request still reaches the server
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(serverDocument(first.server)).toEqual(song('Draft', ['F']))
    const writes = first.server.writes.length

    const reopened = first.open()
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(text(reopened)).toBe('Saved')
    expect(first.server.writes).toHaveLength(writes)
    expect(localStorage.getItem(draftKey)).toBeNull()
  })

  it('offers both versions when the song changed elsewhere since the changes left on the device', async () => {
    const first = setup()
    first.server.goDown()
    first.engine.edit(song('Draft', ['Em']))
    first.engine.dispose()
    first.server.comeBack()
    first.server.editElsewhere(ID, song('Draft', ['Bb']))

    const reopened = first.open()

    expect(reopened.getState()).toMatchObject({
      status: 'conflict',
      conflict: { mine: song('Draft', ['Em']), theirs: song('Draft', ['Bb']) },
    })
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    expect(serverDocument(first.server)).toEqual(song('Draft', ['Bb']))
  })

  it('ignores a draft that is not one, and opens the server’s song', () => {
    const { server, open } = setup()
    localStorage.setItem(draftKey, '{not json')

    const engine = open()

    expect(engine.document).toEqual(serverDocument(server))
    expect(localStorage.getItem(draftKey)).toBeNull()
  })
})

describe('autosave when another tab or device saved first', () => {
  it('writes nothing and offers both versions', async () => {
    const { engine, server } = setup()
    server.editElsewhere(ID, song('Draft', ['Bb']))

    engine.edit(song('Draft', ['Em']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(server.writes).toHaveLength(0)
    expect(serverDocument(server)).toEqual(song('Draft', ['Bb']))
    expect(engine.getState()).toMatchObject({
      status: 'conflict',
      text: 'Not saved: changed elsewhere',
      conflict: { mine: song('Draft', ['Em']), theirs: song('Draft', ['Bb']) },
    })
  })

  it('keeps the latest of mine in the conflict while the user goes on editing', async () => {
    const { engine, server } = await inConflict()

    engine.edit(song('Draft', ['Em', 'A7']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 3)

    expect(server.writes).toHaveLength(0)
    expect(engine.getState().conflict?.mine).toEqual(song('Draft', ['Em', 'A7']))
  })

  it('keep mine: overwrites their version', async () => {
    const { engine, server } = await inConflict()

    const resolution = await engine.resolve('keep-mine')

    expect(resolution).toEqual({ document: song('Draft', ['Em']), songId: ID })
    expect(serverDocument(server)).toEqual(song('Draft', ['Em']))
    expect(text(engine)).toBe('Saved')
  })

  it('keep mine: asks again when theirs moved on once more before the overwrite', async () => {
    const { engine, server } = await inConflict()
    server.editElsewhere(ID, song('Draft', ['Bb7']))

    await engine.resolve('keep-mine')

    expect(serverDocument(server)).toEqual(song('Draft', ['Bb7']))
    expect(engine.getState().conflict?.theirs).toEqual(song('Draft', ['Bb7']))
  })

  it('take theirs: discards mine, on the server and on the device', async () => {
    const { engine, server } = await inConflict()

    const resolution = await engine.resolve('take-theirs')

    expect(resolution).toEqual({ document: song('Draft', ['Bb']), songId: ID })
    expect(server.writes).toHaveLength(0)
    expect(localStorage.getItem(draftKey)).toBeNull()
    expect(text(engine)).toBe('Saved')

    // Editing goes on from their version without another conflict.
    engine.edit(song('Draft', ['Bb', 'G']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    expect(serverDocument(server)).toEqual(song('Draft', ['Bb', 'G']))
  })

  it('keep both: saves mine as a copy and goes on with theirs', async () => {
    const { engine, server } = await inConflict({ copyName: (name) => `${name} (mine)` })

    const resolution = await engine.resolve('keep-both')

    expect(resolution).toMatchObject({ document: song('Draft', ['Bb']), songId: ID })
    const copyId = resolution.copyId ?? ''
    expect(serverDocument(server, copyId)).toEqual(song('Draft (mine)', ['Em']))
    expect(serverDocument(server)).toEqual(song('Draft', ['Bb']))
    expect(text(engine)).toBe('Saved')
  })

  it('keep both: when the copy cannot be saved, the conflict and my changes stay', async () => {
    const { engine, server } = await inConflict()
    server.goDown()

    await expect(engine.resolve('keep-both')).rejects.toMatchObject({ kind: 'offline' })

    expect(engine.getState().status).toBe('conflict')
    expect(localStorage.getItem(draftKey)).not.toBeNull()
  })

  it('saves mine as a new song when the song was deleted elsewhere and I keep mine', async () => {
    const { engine, server } = await inConflict({ theirs: null })
    expect(engine.getState().conflict).toMatchObject({ theirs: null })

    const resolution = await engine.resolve('keep-mine')

    expect(resolution.songId).not.toBe(ID)
    expect(engine.songId).toBe(resolution.songId)
    expect(serverDocument(server, resolution.songId)).toEqual(song('Draft', ['Em']))
    expect(text(engine)).toBe('Saved')
  })

  it('lets the song go when it was deleted elsewhere and I take theirs', async () => {
    const { engine, server } = await inConflict({ theirs: null })

    expect(await engine.resolve('take-theirs')).toEqual({ document: null, songId: ID })
    expect(server.songs.size).toBe(0)
  })

  it('is no conflict when only the record changed, not the song (shared, unshared)', async () => {
    const { engine, server } = setup()
    server.touch(ID)

    engine.edit(song('Draft', ['Em']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(text(engine)).toBe('Saved')
    expect(serverDocument(server)).toEqual(song('Draft', ['Em']))
  })

  it('refuses to resolve when there is no conflict', async () => {
    const { engine } = setup()

    await expect(engine.resolve('keep-mine')).rejects.toThrow('There is no conflict to resolve.')
  })
})

describe('autosave of edits made during a save', () => {
  it('saves them right after, onto the version just saved, without a conflict', async () => {
    const { engine, server } = setup()
    const release = server.holdRequests()
    engine.edit(song('Draft', ['D']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    engine.edit(song('Draft', ['D', 'A']))
    release()
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(server.writes.map((write) => write.document)).toEqual([
      song('Draft', ['D']),
      song('Draft', ['D', 'A']),
    ])
    expect(text(engine)).toBe('Saved')
  })
})

describe('autosave when the server refuses', () => {
  it('stops with the server’s reason, keeps the changes, and tries again on the next edit', async () => {
    const { engine, server } = setup()
    server.reject('The song is too large.')

    engine.edit(song('Draft', ['Dm7']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 10)
    expect(engine.getState()).toMatchObject({
      status: 'error',
      text: 'Not saved',
      error: 'The song is too large.',
    })
    expect(localStorage.getItem(draftKey)).not.toBeNull()

    server.reject(null)
    engine.edit(song('Draft', ['Cmaj7']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    expect(serverDocument(server)).toEqual(song('Draft', ['Cmaj7']))
  })

  it('treats an unexpected failure as an error, not as offline', async () => {
    const { engine, server } = setup()
    vi.spyOn(server.store, 'write').mockRejectedValue(new TypeError('boom'))

    engine.edit(song('Draft', ['Dm7']))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(engine.getState()).toMatchObject({ status: 'error', error: 'boom' })
  })
})

describe('closing the editor', () => {
  it('saves what is pending at once, and nothing runs after it', async () => {
    const { engine, server, triggers } = setup()

    engine.edit(song('Draft', ['E7']))
    await engine.close()
    expect(serverDocument(server)).toEqual(song('Draft', ['E7']))

    engine.edit(song('Draft', ['F7']))
    triggers.goOnline()
    triggers.hidePage()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.writes).toHaveLength(1)
  })

  it('leaves the changes on the device when that last save fails, without retrying', async () => {
    const { engine, server } = setup()
    const attempts = vi.spyOn(server.store, 'write')
    server.goDown()

    engine.edit(song('Draft', ['G7']))
    await engine.close()
    await vi.advanceTimersByTimeAsync(60_000)

    expect(attempts).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(draftKey)).not.toBeNull()
  })

  it('resolves at once when there is nothing to save', async () => {
    const { engine, server } = setup()

    await engine.close()
    await engine.close()

    expect(server.writes).toHaveLength(0)
  })
})
