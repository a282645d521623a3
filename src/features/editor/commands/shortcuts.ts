// Keyboard shortcuts written as "Mod+Shift+Z": Mod is ⌘ on a Mac and Ctrl elsewhere.

import type { Command } from './command-types'

export const isMac = (): boolean =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

type KeyInput = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>

/** Keys typed with Shift on most layouts: their Shift state is part of the character. */
const SHIFTED = new Set(['?', '+', '>', '<'])

export function matchesShortcut(shortcut: string, event: KeyInput, mac = isMac()): boolean {
  const parts = shortcut.split('+')
  const main = parts.pop() ?? ''
  const mod = parts.includes('Mod')
  if (mod !== (mac ? event.metaKey : event.ctrlKey)) return false
  // The other platform key (Ctrl on a Mac, Meta elsewhere) belongs to the system.
  if (mac ? event.ctrlKey : event.metaKey) return false
  if (parts.includes('Alt') !== event.altKey) return false
  if (SHIFTED.has(main)) return event.key === main
  if (parts.includes('Shift') !== event.shiftKey) return false
  if (main === 'Space') return event.key === ' '
  if (main.length === 1) {
    // Alt changes the character on a Mac (Alt+B types ∫): fall back to the physical key.
    return (
      event.key.toLowerCase() === main.toLowerCase() ||
      (event.altKey && event.code === `Key${main.toUpperCase()}`)
    )
  }
  return event.key === main
}

const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' }
const NAMES: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Space: 'Space',
  Delete: 'Del',
  Backspace: '⌫',
}

/** The keys of a shortcut as shown to people ("Ctrl", "Shift", "Z" or "⌘", "⇧", "Z"). */
export function shortcutKeys(shortcut: string, mac = isMac()): string[] {
  return shortcut.split('+').map((part) => {
    if (mac && MAC_SYMBOLS[part]) return MAC_SYMBOLS[part]
    if (part === 'Mod') return 'Ctrl'
    return NAMES[part] ?? (part.length === 1 ? part.toUpperCase() : part)
  })
}

/** A shortcut as one line of text: "Ctrl+Shift+Z", or "⌘⇧Z" on a Mac. */
export const shortcutText = (shortcut: string, mac = isMac()): string =>
  shortcutKeys(shortcut, mac).join(mac ? '' : '+')

/**
 * A command's shortcuts for aria-keyshortcuts: "Mod+Z" is both "Control+Z Meta+Z", since the
 * attribute names keys, not platforms. Our key names are already the ones the attribute uses.
 */
export function ariaKeyShortcuts(command: Pick<Command, 'keys'>): string | undefined {
  const keys = command.keys?.flatMap((key) =>
    key.startsWith('Mod+')
      ? [key.replace('Mod+', 'Control+'), key.replace('Mod+', 'Meta+')]
      : [key],
  )
  return keys?.length ? keys.join(' ') : undefined
}

/** A control's tooltip: its name and, when it has one, its first shortcut ("Undo (Ctrl+Z)"). */
export function commandTitle(command: Pick<Command, 'keys'>, name: string, mac = isMac()): string {
  const key = command.keys?.[0]
  return key ? `${name} (${shortcutText(key, mac)})` : name
}
