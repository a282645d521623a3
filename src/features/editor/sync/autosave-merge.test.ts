import { describe, expect, it, vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { memoryStorage } from '@/testing/memory-storage'
import { AUTOSAVE_DEBOUNCE_MS, AutosaveEngine, type DocumentChange } from './autosave-engine'
import { localDraftStore } from './drafts'
import { fakeSongStore, song } from './testing/fake-song-store'

// Two tabs (or devices) on one song: their saves merge by the song's ids; only the same bar
// changed in both asks the user.

const ID = 'songaaaaaaaaaaa'

const BASE = ['C', 'Am', 'F', 'G']

const withChord = (doc: SongDocument, bar: number, chord: string): SongDocument => ({
  ...doc,
  sections: doc.sections.map((section) => ({
    ...section,
    bars: section.bars.map((b, i) => (i === bar ? { ...b, chords: [chord] } : b)),
  })),
})
const chordsOf = (doc: SongDocument | null | undefined) =>
  doc?.sections[0]?.bars.map((bar) => bar.chords[0])

function twoTabs() {
  const server = fakeSongStore()
  server.add(ID, song('Tide', BASE))
  // Each tab has its own storage, as two devices do.
  const open = () => {
    const changes: DocumentChange[] = []
    const engine = new AutosaveEngine({
      songId: ID,
      remote: structuredClone(server.songs.get(ID)) as never,
      store: server.store,
      drafts: localDraftStore(memoryStorage()),
    })
    engine.onDocumentChange((change) => changes.push(change))
    return { engine, changes }
  }
  return { server, a: open(), b: open() }
}

fakeTimersInEachTest()

describe('two tabs saving at the same moment', () => {
  it('merges edits of different bars: the server and both tabs end with both', async () => {
    const { server, a, b } = twoTabs()

    a.engine.edit(withChord(a.engine.document, 0, 'D'))
    b.engine.edit(withChord(b.engine.document, 3, 'E'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2)

    expect(chordsOf(server.songs.get(ID)?.document)).toEqual(['D', 'Am', 'F', 'E'])
    expect(a.engine.getState().text).toBe('Saved')
    expect(b.engine.getState().text).toBe('Saved')
    // The tab whose save was refused merged and shows both edits.
    const merged = [...a.changes, ...b.changes].map((change) => chordsOf(change.to))
    expect(merged).toContainEqual(['D', 'Am', 'F', 'E'])
  })

  it('asks when both changed the same bar, showing what each did, and saves nothing meanwhile', async () => {
    const { server, a, b } = twoTabs()

    a.engine.edit(withChord(withChord(a.engine.document, 1, 'Em'), 2, 'Fmaj7'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    b.engine.edit(withChord(withChord(b.engine.document, 1, 'A7'), 3, 'G7'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    const { conflict, text } = b.engine.getState()
    expect(text).toBe('Not saved: changed elsewhere')
    expect(conflict?.conflicts).toEqual([{ kind: 'bar', barId: 's1b2', parts: ['chords'] }])
    expect(chordsOf(conflict?.mine)).toEqual(['C', 'A7', 'F', 'G7'])
    expect(chordsOf(conflict?.theirs)).toEqual(['C', 'Em', 'Fmaj7', 'G'])
    expect(chordsOf(server.songs.get(ID)?.document)).toEqual(['C', 'Em', 'Fmaj7', 'G'])
  })

  it.each([
    ['keep-mine', ['C', 'A7', 'Fmaj7', 'G7']],
    ['take-theirs', ['C', 'Em', 'Fmaj7', 'G7']],
  ] as const)(
    '%s decides the bar both changed; every other edit of both stays',
    async (choice, expected) => {
      const { server, a, b } = twoTabs()
      a.engine.edit(withChord(withChord(a.engine.document, 1, 'Em'), 2, 'Fmaj7'))
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
      b.engine.edit(withChord(withChord(b.engine.document, 1, 'A7'), 3, 'G7'))
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

      const resolution = await b.engine.resolve(choice)

      expect(chordsOf(resolution.document)).toEqual(expected)
      expect(chordsOf(server.songs.get(ID)?.document)).toEqual(expected)
      expect(chordsOf(b.changes.at(-1)?.to)).toEqual(expected)
      expect(b.engine.getState().text).toBe('Saved')
    },
  )

  it('keep both: the song takes theirs for the bar, and a copy keeps mine', async () => {
    const { server, a, b } = twoTabs()
    a.engine.edit(withChord(a.engine.document, 1, 'Em'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    b.engine.edit(withChord(withChord(b.engine.document, 1, 'A7'), 3, 'G7'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    const { copyId } = await b.engine.resolve('keep-both')

    expect(chordsOf(server.songs.get(copyId ?? '')?.document)).toEqual(['C', 'A7', 'F', 'G7'])
    expect(server.songs.get(copyId ?? '')?.document.name).toBe('Tide (copy)')
    expect(chordsOf(server.songs.get(ID)?.document)).toEqual(['C', 'Em', 'F', 'G7'])
  })

  it('loses no edit over twenty rounds of both tabs saving at once', async () => {
    const { server, a, b } = twoTabs()
    for (let round = 0; round < 20; round++) {
      a.engine.edit(withChord(a.engine.document, round % 2 === 0 ? 0 : 1, `A${round}`.slice(0, 1)))
      b.engine.edit(
        withChord(b.engine.document, round % 2 === 0 ? 3 : 2, `E${round % 7}`.slice(0, 1)),
      )
      a.engine.edit({ ...a.engine.document, bpm: 60 + round })
      b.engine.edit({ ...b.engine.document, description: `round ${round}` })
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2)
      const stored = server.songs.get(ID)?.document
      expect(stored).toMatchObject({ bpm: 60 + round, description: `round ${round}` })
      expect(a.engine.getState().text).toBe('Saved')
      expect(b.engine.getState().text).toBe('Saved')
    }
  })
})

describe('the live feed', () => {
  it('shows a save made elsewhere at once when nothing is pending here', () => {
    const { server, a } = twoTabs()
    const theirs = withChord(song('Tide', BASE), 2, 'Dm')

    server.editElsewhereLive(ID, theirs)

    expect(a.changes.map((change) => chordsOf(change.to))).toEqual([['C', 'Am', 'Dm', 'G']])
    expect(a.engine.getState().text).toBe('Saved')
  })

  it('merges a save made elsewhere into edits waiting here, and saves the merge', async () => {
    const { server, a } = twoTabs()
    a.engine.edit(withChord(a.engine.document, 0, 'D'))

    server.editElsewhereLive(ID, withChord(song('Tide', BASE), 2, 'Dm'))
    expect(chordsOf(a.changes.at(-1)?.to)).toEqual(['D', 'Am', 'Dm', 'G'])
    await vi.advanceTimersByTimeAsync(0)

    expect(chordsOf(server.songs.get(ID)?.document)).toEqual(['D', 'Am', 'Dm', 'G'])
    expect(a.engine.getState().text).toBe('Saved')
  })

  it('takes in a save seen while its own save is on the way, once that is answered', async () => {
    const { server, a } = twoTabs()
    const release = server.holdRequests()
    a.engine.edit(withChord(a.engine.document, 0, 'D'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    server.editElsewhereLive(ID, withChord(song('Tide', BASE), 2, 'Dm'))
    release()
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)

    expect(chordsOf(server.songs.get(ID)?.document)).toEqual(['D', 'Am', 'Dm', 'G'])
    expect(chordsOf(a.changes.at(-1)?.to)).toEqual(['D', 'Am', 'Dm', 'G'])
  })

  it('ignores the echo of its own save, and stops listening when closed', async () => {
    const { server, a } = twoTabs()
    a.engine.edit(withChord(a.engine.document, 0, 'D'))
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS)
    expect(a.changes).toEqual([])

    await a.engine.close()
    expect(server.watching(ID)).toBe(1)
  })
})

describe('a draft made on an older revision', () => {
  it('is merged with the song saved since, when they changed different bars', async () => {
    const server = fakeSongStore()
    server.add(ID, song('Tide', BASE))
    const storage = memoryStorage()
    const first = new AutosaveEngine({
      songId: ID,
      remote: structuredClone(server.songs.get(ID)) as never,
      store: server.store,
      drafts: localDraftStore(storage),
    })
    first.edit(withChord(first.document, 0, 'D'))
    first.dispose() // closed within the pause
    server.editElsewhere(ID, withChord(song('Tide', BASE), 3, 'E'))

    const reopened = new AutosaveEngine({
      songId: ID,
      remote: structuredClone(server.songs.get(ID)) as never,
      store: server.store,
      drafts: localDraftStore(storage),
    })
    await vi.advanceTimersByTimeAsync(0)

    expect(chordsOf(reopened.document)).toEqual(['D', 'Am', 'F', 'E'])
    expect(chordsOf(server.songs.get(ID)?.document)).toEqual(['D', 'Am', 'F', 'E'])
  })
})
