import { describe, expect, it } from 'vitest'
import { barWords } from '@/song/words'
import { type EditorAction, type EditorState, initialEditorState } from './editor-reducer'
import { spreadLyrics } from './lyric-paste'
import { replay } from './replay'
import { setLineEnd, setWords } from './song-edits'
import { testSong } from './test-song'

const at = { section: 0, bar: 0, slot: 0 }
/** Words typed into the first bar's field during one visit, as the field saves them. */
const typed = (words: string, visit: number): EditorAction => ({
  type: 'edit',
  edit: (doc) => setWords(doc, at, words),
  coalesce: `words-0-0-0-${visit}`,
  at: visit,
})
function words(state: EditorState, bar = 0): string {
  const found = state.doc.sections[0]?.bars[bar]
  return found ? barWords(found) : ''
}

describe('undo and redo of words', () => {
  it('takes back one visit of a field in one step, however slowly it was typed', () => {
    const start = initialEditorState(testSong())
    const visit = replay(
      start,
      typed('Hel', 1000),
      typed('Hello ', 1000),
      typed('Hello dark', 1000),
    )
    expect(words(visit)).toBe('Hello dark')
    const again = replay(visit, typed('Hello darkness ', 9000))
    expect(replay(again, { type: 'undo' }).doc).toBe(visit.doc)
    expect(replay(again, { type: 'undo' }, { type: 'undo' }).doc).toBe(start.doc)
    expect(words(replay(again, { type: 'undo' }, { type: 'undo' }, { type: 'redo' }))).toBe(
      'Hello dark',
    )
  })

  it('ends a line in the same step as the words typed before Enter', () => {
    const start = initialEditorState(testSong())
    const state = replay(start, typed('Hello ', 5), {
      type: 'edit',
      edit: (doc) => setLineEnd(doc, at, true),
      coalesce: 'words-0-0-0-5',
      at: 5,
    })
    expect(state.doc.sections[0]?.bars[0]?.lineEnd).toBe(true)
    expect(replay(state, { type: 'undo' }).doc).toBe(start.doc)
  })

  it('lets a pasted verse be spread again, still as one undo step', () => {
    const start = initialEditorState(testSong())
    const lines = ['one two', 'three four']
    const paste = (barsPerLine: number) => (doc: typeof start.doc) =>
      spreadLyrics(doc, at, lines, barsPerLine).doc
    const pasted = replay(start, { type: 'edit', edit: paste(1), coalesce: 'paste-1', at: 1 })
    expect([words(pasted, 0), words(pasted, 1)]).toEqual(['one two ', 'three four '])
    const twoBars = replay(pasted, { type: 'amend', coalesce: 'paste-1', edit: paste(2) })
    expect([0, 1, 2, 3].map((bar) => words(twoBars, bar))).toEqual([
      'one ',
      'two ',
      'three ',
      'four ',
    ])
    // Back to one bar a line: nothing of the wider spread is left.
    const back = replay(twoBars, { type: 'amend', coalesce: 'paste-1', edit: paste(1) })
    expect(back.doc.sections[0]?.bars.map((bar) => barWords(bar))).toEqual([
      'one two ',
      'three four ',
      '',
      '',
    ])
    expect(replay(back, { type: 'undo' }).doc).toBe(start.doc)
    // Once something else is edited, the paste is what it is.
    const later = replay(back, typed('x', 7))
    expect(replay(later, { type: 'amend', coalesce: 'paste-1', edit: paste(2) })).toBe(later)
  })
})
