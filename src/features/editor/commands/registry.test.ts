import { describe, expect, it, vi } from 'vitest'
import { initialEditorState } from '../state/editor-reducer'
import { testSong } from '../state/test-song'
import type { Command, CommandContext, EditorUi } from './command-types'
import { COMMANDS, commandById, commandForKey, runCommand } from './registry'
import { matchesShortcut, shortcutKeys } from './shortcuts'

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  code: /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

function context(): CommandContext & { ui: EditorUi } {
  const ui = new Proxy({} as EditorUi, {
    get: (target, name: string) => {
      const record = target as Record<string, unknown>
      record[name] ??= vi.fn()
      return record[name]
    },
  })
  return { state: initialEditorState(testSong()), dispatch: vi.fn(), ui }
}

describe('the command registry', () => {
  it('registers every command once, each with a label', () => {
    const ids = COMMANDS.map((command) => command.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const command of COMMANDS) expect(command.label).not.toBe('')
  })

  it('gives no two commands one shortcut where both work', () => {
    // Where a key can be pressed: the chord grid, elsewhere in the editor, a text field, a words field.
    const places = (command: Command) => {
      const scope = command.scope ?? 'editor'
      const where = {
        grid: ['grid'],
        words: ['words'],
        editor: ['grid', 'elsewhere'],
        always: ['grid', 'elsewhere', 'text', 'words'],
      }[scope]
      return command.alsoInWords ? [...where, 'words'] : where
    }
    const seen = new Map<string, string>()
    for (const command of COMMANDS)
      for (const shortcut of command.keys ?? [])
        for (const place of places(command)) {
          const key = `${shortcut} in ${place}`
          expect(seen.get(key), `${key} of ${command.id}`).toBeUndefined()
          seen.set(key, command.id)
        }
  })

  it('finds the words commands in a words field, and the grid’s way down to them', () => {
    const words = { inGrid: true, typing: true, inWords: true }
    const grid = { inGrid: true, typing: false }
    const label = { inGrid: true, typing: true }
    expect(commandForKey(key('Tab'), words, false)?.id).toBe('words.next')
    expect(commandForKey(key('Tab', { shiftKey: true }), words, false)?.id).toBe('words.previous')
    expect(commandForKey(key('Enter'), words, false)?.id).toBe('words.new-line')
    expect(commandForKey(key('Escape'), words, false)?.id).toBe('words.chords')
    expect(commandForKey(key('z', { ctrlKey: true }), words, false)?.id).toBe('edit.undo')
    // Typing a letter or a space in the words is typing, not a shortcut.
    expect(commandForKey(key('w'), words, false)).toBeUndefined()
    expect(commandForKey(key(' '), words, false)).toBeUndefined()
    expect(commandForKey(key('ArrowDown'), grid, false)?.id).toBe('words.write')
    expect(commandForKey(key('w'), grid, false)?.id).toBe('words.write')
    // Another text field (a section's name) keeps its own keys.
    expect(commandForKey(key('Tab'), label, false)).toBeUndefined()
    expect(commandForKey(key('z', { ctrlKey: true }), label, false)).toBeUndefined()
  })

  it('finds the command for a key where it was pressed', () => {
    const grid = { inGrid: true, typing: false }
    const elsewhere = { inGrid: false, typing: false }
    const typing = { inGrid: false, typing: true }
    expect(commandForKey(key('z', { ctrlKey: true }), grid, false)?.id).toBe('edit.undo')
    expect(commandForKey(key('z', { metaKey: true }), grid, true)?.id).toBe('edit.undo')
    expect(commandForKey(key('Z', { ctrlKey: true, shiftKey: true }), grid, false)?.id).toBe(
      'edit.redo',
    )
    expect(commandForKey(key(' '), elsewhere, false)?.id).toBe('play.toggle')
    expect(commandForKey(key('?', { shiftKey: true }), elsewhere, false)?.id).toBe('view.shortcuts')
    expect(commandForKey(key('ArrowUp', { altKey: true }), grid, false)?.id).toBe('section.up')
    // Grid keys do nothing outside it; nothing but the palette fires while typing.
    expect(commandForKey(key('Delete'), elsewhere, false)).toBeUndefined()
    expect(commandForKey(key(' '), typing, false)).toBeUndefined()
    expect(commandForKey(key('k', { ctrlKey: true }), typing, false)?.id).toBe('view.palette')
  })

  it('matches Alt shortcuts by the physical key (a Mac types ∫ for Alt+B)', () => {
    expect(matchesShortcut('Alt+B', key('∫', { altKey: true, code: 'KeyB' }), true)).toBe(true)
    expect(matchesShortcut('Mod+Z', key('z', { ctrlKey: true }), true)).toBe(false)
  })

  it('writes shortcuts for the platform', () => {
    expect(shortcutKeys('Mod+Shift+Z', false)).toEqual(['Ctrl', 'Shift', 'Z'])
    expect(shortcutKeys('Mod+Shift+Z', true)).toEqual(['⌘', '⇧', 'Z'])
  })

  it('runs commands through the context and skips disabled ones', () => {
    const ctx = context()
    expect(runCommand(commandById('edit.undo'), ctx)).toBe(false)
    expect(runCommand(commandById('play.toggle'), ctx)).toBe(true)
    expect(ctx.ui.togglePlay).toHaveBeenCalled()
    runCommand(commandById('section.down'), ctx)
    expect(ctx.dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'edit', select: expect.objectContaining({ section: 1 }) }),
    )
    // Tab at the song's last slot is left to the browser (it leaves the grid).
    const last = {
      ...ctx,
      state: { ...ctx.state, selection: { section: 1, bar: 1, slot: 0, anchorBar: 1 } },
    }
    expect(runCommand(commandById('move.next'), last)).toBe(false)
  })

  it('takes only the ids of commands there are', () => {
    // @ts-expect-error: a misspelt id fails to compile.
    expect(() => commandById('edit.undoo')).toThrow()
  })

  it('copies the selected bars as text for other apps', () => {
    const ctx = context()
    runCommand(commandById('edit.copy'), ctx)
    expect(ctx.ui.copyText).toHaveBeenCalledWith('| C |')
  })

  it('pastes the clipboard’s text as bars, or the bars copied here without a clipboard', async () => {
    const ctx = context()
    vi.mocked(ctx.ui.readText).mockReturnValueOnce(Promise.resolve('| G |'))
    runCommand(commandById('edit.paste'), ctx)
    await vi.waitFor(() =>
      expect(ctx.dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'paste' })),
    )
    expect(vi.mocked(ctx.dispatch).mock.lastCall?.[0]).toMatchObject({
      bars: [{ chords: ['G'] }],
    })
    runCommand(commandById('edit.paste'), ctx)
    expect(ctx.dispatch).toHaveBeenLastCalledWith({ type: 'paste' })
  })

  it('changes the tempo by five and says so', () => {
    const ctx = context()
    runCommand(commandById('play.faster'), ctx)
    expect(ctx.dispatch).toHaveBeenCalledWith(expect.objectContaining({ announce: '95 bpm' }))
  })
})
