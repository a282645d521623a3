// Keyboard shortcuts written as "Mod+Shift+Z": Mod is ⌘ on a Mac and Ctrl elsewhere.

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

/** For aria-keyshortcuts: "Control+Shift+Z". */
export const ariaShortcut = (shortcut: string, mac = isMac()): string =>
  shortcut.replace('Mod', mac ? 'Meta' : 'Control')
