import { describe, expect, it } from 'vitest'
import { buildSections } from '@/testing/song-builders'
import { type EditorAction, initialEditorState } from './editor-reducer'
import { HISTORY_LIMIT } from './history'
import { replay } from './replay'
import type { Selection } from './selection'
import { setSlot } from './song-edits'
import { testSong } from './test-song'

const edit = (symbol: string, at = { section: 0, bar: 0, slot: 0 }): EditorAction => ({
  type: 'edit',
  edit: (doc) => setSlot(doc, at, symbol),
})

const select = (selection: Selection): EditorAction => ({ type: 'select', selection })

describe('editorReducer', () => {
  it('edits, undoes and redoes', () => {
    const start = initialEditorState(testSong())
    const edited = replay(start, edit('Dm7'))
    expect(edited.doc.sections[0]?.bars[0]?.chords).toEqual(['Dm7'])
    const undone = replay(edited, { type: 'undo' })
    expect(undone.doc).toBe(start.doc)
    const redone = replay(undone, { type: 'redo' })
    expect(redone.doc).toBe(edited.doc)
    expect(replay(start, { type: 'undo' }).announcement).toBe('Nothing to undo')
  })

  it('shares untouched sections and bars with the old document', () => {
    const start = initialEditorState(testSong())
    const edited = replay(start, edit('Em', { section: 0, bar: 2, slot: 0 }))
    expect(edited.doc.sections[1]).toBe(start.doc.sections[1])
    expect(edited.doc.sections[0]?.bars[0]).toBe(start.doc.sections[0]?.bars[0])
    expect(edited.doc.sections[0]?.bars[2]).not.toBe(start.doc.sections[0]?.bars[2])
  })

  it('makes no undo step for an edit that changes nothing', () => {
    const start = initialEditorState(testSong())
    expect(replay(start, edit('C'))).toBe(start)
  })

  it('coalesces quick edits of one field into one undo step', () => {
    const start = initialEditorState(testSong())
    const typed = replay(
      start,
      { type: 'edit', edit: (d) => ({ ...d, name: 'A' }), coalesce: 'name', at: 1000 },
      { type: 'edit', edit: (d) => ({ ...d, name: 'Ab' }), coalesce: 'name', at: 1500 },
      { type: 'edit', edit: (d) => ({ ...d, name: 'Abc' }), coalesce: 'name', at: 2200 },
    )
    expect(typed.history.past).toHaveLength(1)
    expect(replay(typed, { type: 'undo' }).doc.name).toBe('Test song')
    // A pause longer than the window starts a new step.
    const later = replay(typed, {
      type: 'edit',
      edit: (d) => ({ ...d, name: 'Abcd' }),
      coalesce: 'name',
      at: 9000,
    })
    expect(later.history.past).toHaveLength(2)
  })

  it('keeps at most HISTORY_LIMIT undo steps and clears redo on a new edit', () => {
    let state = initialEditorState(testSong())
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) state = replay(state, edit(i % 2 ? 'Dm' : 'Em'))
    expect(state.history.past).toHaveLength(HISTORY_LIMIT)
    state = replay(state, { type: 'undo' })
    expect(state.history.future).toHaveLength(1)
    state = replay(state, edit('A7'))
    expect(state.history.future).toHaveLength(0)
  })

  it('copies, cuts and pastes a range of bars', () => {
    let state = initialEditorState(testSong())
    state = replay(state, select({ section: 0, bar: 1, slot: 0, anchorBar: 0 }))
    state = replay(state, { type: 'copy' })
    expect(state.clipboard?.map((bar) => bar.chords)).toEqual([['C'], ['Am', '', 'F', '']])
    expect(state.announcement).toBe('Copied 2 bars')
    state = replay(state, select({ section: 1, bar: 1, slot: 0, anchorBar: 1 }))
    state = replay(state, { type: 'paste' })
    expect(state.doc.sections[1]?.bars.map((bar) => bar.chords)).toEqual([
      ['F'],
      ['C'],
      ['Am', '', 'F', ''],
    ])
    expect(state.selection).toMatchObject({ section: 1, anchorBar: 1, bar: 2 })
    state = replay(state, { type: 'cut' })
    expect(state.doc.sections[1]?.bars.map((bar) => bar.chords)).toEqual([['F']])
    expect(replay(state, { type: 'undo' }).doc.sections[1]?.bars).toHaveLength(3)
  })

  it('clears instead of removing when cutting every bar of a section', () => {
    let state = initialEditorState(testSong())
    state = replay(state, select({ section: 1, bar: 1, slot: 0, anchorBar: 0 }))
    state = replay(state, { type: 'cut' })
    expect(state.doc.sections[1]?.bars.map((bar) => bar.chords)).toEqual([[''], ['']])
  })

  it('clears the slot at the caret, or every selected bar', () => {
    let state = initialEditorState(testSong())
    state = replay(state, select({ section: 0, bar: 1, slot: 2, anchorBar: 1 }))
    state = replay(state, { type: 'clear' })
    expect(state.doc.sections[0]?.bars[1]?.chords).toEqual(['Am', '', '', ''])
    state = replay(state, select({ section: 0, bar: 2, slot: 0, anchorBar: 0 }))
    state = replay(state, { type: 'clear' })
    expect(state.doc.sections[0]?.bars.slice(0, 3).map((bar) => bar.chords)).toEqual([
      [''],
      ['', '', '', ''],
      [''],
    ])
  })

  it('moves the caret through slots, bars and sections', () => {
    let state = initialEditorState(testSong())
    state = replay(state, { type: 'move', direction: 'right' })
    expect(state.selection).toMatchObject({ section: 0, bar: 1, slot: 0 })
    state = replay(state, { type: 'move', direction: 'right' })
    expect(state.selection).toMatchObject({ bar: 1, slot: 1 })
    state = replay(state, { type: 'move', direction: 'down' })
    expect(state.selection).toMatchObject({ section: 1, bar: 1, slot: 0 })
    state = replay(state, { type: 'move', direction: 'left', extend: true })
    expect(state.selection).toMatchObject({ section: 1, bar: 0, anchorBar: 1 })
  })

  it('keeps the selection inside the document after an undo removes its bar', () => {
    let state = initialEditorState(testSong())
    state = replay(
      state,
      {
        type: 'edit',
        edit: (d) => ({
          ...d,
          sections: buildSections([...d.sections, { label: 'Bridge', repeat: 1, bars: [['E']] }]),
        }),
      },
      select({ section: 2, bar: 0, slot: 0, anchorBar: 0 }),
      { type: 'undo' },
    )
    expect(state.selection.section).toBe(1)
  })

  it('loads another document with a fresh history', () => {
    const state = replay(initialEditorState(testSong()), edit('Dm'), {
      type: 'load',
      doc: testSong({ name: 'Other' }),
    })
    expect(state.doc.name).toBe('Other')
    expect(state.history.past).toHaveLength(0)
  })
})
