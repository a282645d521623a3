import { describe, expect, it, vi } from 'vitest'
import { initialEditorState } from '../state/editor-reducer'
import { testSong } from '../state/test-song'
import type { EditorUi } from './command-types'
import { uiCommands } from './ui-commands'

describe('uiCommands', () => {
  it('puts each command in the group and runs it by the UI method it names', () => {
    const [open, print] = uiCommands('Song', [
      { id: 'song.open', label: 'My songs…', keys: ['Alt+O'], action: 'openSongs' },
      { id: 'song.print', label: 'Print', scope: 'always', action: 'print' },
    ])
    expect(open).toMatchObject({ id: 'song.open', group: 'Song', keys: ['Alt+O'] })
    expect(print).toMatchObject({ group: 'Song', scope: 'always' })
    expect(open).not.toHaveProperty('action')
    const ui = { openSongs: vi.fn(), print: vi.fn() } as unknown as EditorUi
    open?.run({ state: initialEditorState(testSong()), dispatch: vi.fn(), ui })
    expect(ui.openSongs).toHaveBeenCalledOnce()
    expect(ui.print).not.toHaveBeenCalled()
  })
})
