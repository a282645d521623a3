import { describe, expect, it } from 'vitest'
import type { SongDocument } from '@/song/types'
import { chordGrid } from '@/testing/song-builders'
import { editorReducer, initialEditorState } from './editor-reducer'
import { setSlot } from './song-edits'
import { testSong } from './test-song'

const chord = (doc: SongDocument, bar: number, symbol: string) =>
  setSlot(doc, { section: 0, bar, slot: 0 }, symbol)
const firstSection = (doc: SongDocument) => chordGrid(doc.sections)[0]?.map((bar) => bar[0])

describe('the editor following a save made elsewhere', () => {
  it('shows the merged song as it is when nothing was edited here since', () => {
    const start = initialEditorState(testSong())
    const to = chord(start.doc, 1, 'Bb')

    const next = editorReducer(start, { type: 'rebase', from: start.doc, to })

    expect(next.doc).toBe(to)
  })

  it('keeps an edit made here meanwhile on top of it', () => {
    const start = initialEditorState(testSong())
    const from = start.doc
    const edited = editorReducer(start, { type: 'edit', edit: (doc) => chord(doc, 0, 'D') })

    const next = editorReducer(edited, { type: 'rebase', from, to: chord(from, 2, 'E') })

    expect(firstSection(next.doc)?.slice(0, 3)).toEqual(['D', firstSection(from)?.[1], 'E'])
  })

  it('undoes this editor’s edit, never the other side’s', () => {
    const start = initialEditorState(testSong())
    const edited = editorReducer(start, { type: 'edit', edit: (doc) => chord(doc, 0, 'D') })
    const theirs = chord(edited.doc, 2, 'E')
    const followed = editorReducer(edited, { type: 'rebase', from: edited.doc, to: theirs })

    const undone = editorReducer(followed, { type: 'undo' })

    expect(firstSection(undone.doc)?.[0]).toBe(firstSection(start.doc)?.[0])
    expect(firstSection(undone.doc)?.[2]).toBe('E')
  })
})
