import { describe, expect, it } from 'vitest'
import { initialEditorState } from '../state/editor-reducer'
import { testSong } from '../state/test-song'
import { pasteBars, selectedBarsText } from './bar-clipboard'

describe('bars on the clipboard', () => {
  it('writes the selected bars as text', () => {
    const state = initialEditorState(testSong())
    const selection = { section: 0, bar: 1, slot: 0, anchorBar: 0 }
    expect(selectedBarsText({ ...state, selection })).toBe('| C | Am F |')
  })

  it('pastes text as bars, or the bars copied here when the text is none', () => {
    const action = pasteBars('| G | D |', 4)
    expect(action.type).toBe('paste')
    expect(action.type === 'paste' && action.bars?.map((bar) => bar.chords)).toEqual([['G'], ['D']])
    expect(pasteBars('   ', 4)).toEqual({ type: 'paste' })
  })

  it('pastes nothing and says why when some words are not chords', () => {
    expect(pasteBars('| G | Hello |', 4)).toEqual({
      type: 'announce',
      message: 'Not pasted: Hello are not chords',
    })
  })
})
