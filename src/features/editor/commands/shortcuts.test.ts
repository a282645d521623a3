import { describe, expect, it } from 'vitest'
import { commandById } from './registry'
import { ariaKeyShortcuts, commandTitle, shortcutText } from './shortcuts'

describe('shortcuts for people and for assistive technology', () => {
  it('names both platforms’ keys for Mod in aria-keyshortcuts', () => {
    expect(ariaKeyShortcuts({ keys: ['Mod+Z'] })).toBe('Control+Z Meta+Z')
    expect(ariaKeyShortcuts(commandById('edit.redo'))).toBe(
      'Control+Shift+Z Meta+Shift+Z Control+Y Meta+Y',
    )
  })

  it('keeps other keys as they are, since they are already the attribute’s names', () => {
    expect(ariaKeyShortcuts({ keys: ['Alt+ArrowUp'] })).toBe('Alt+ArrowUp')
    expect(ariaKeyShortcuts({ keys: ['?'] })).toBe('?')
    expect(ariaKeyShortcuts({ keys: ['Shift+Space'] })).toBe('Shift+Space')
    expect(ariaKeyShortcuts({ keys: ['Delete', 'Backspace'] })).toBe('Delete Backspace')
  })

  it('gives no attribute to a command without keys', () => {
    expect(ariaKeyShortcuts(commandById('song.share'))).toBeUndefined()
    expect(ariaKeyShortcuts({ keys: [] })).toBeUndefined()
  })

  it('writes a shortcut as one line of text and adds it to a tooltip', () => {
    expect(shortcutText('Alt+ArrowUp', false)).toBe('Alt+↑')
    expect(shortcutText('Mod+Shift+Z', true)).toBe('⌘⇧Z')
    expect(commandTitle(commandById('edit.undo'), 'Undo', false)).toBe('Undo (Ctrl+Z)')
    expect(commandTitle(commandById('song.share'), 'Share', false)).toBe('Share')
  })
})
