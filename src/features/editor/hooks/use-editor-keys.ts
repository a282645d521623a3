import { type RefObject, useEffect } from 'react'
import type { CommandContext } from '../commands/command-types'
import { type CommandId, commandForKey, runCommand } from '../commands/registry'

/** Copy, cut and paste are left to the browser: its clipboard events carry the data, no permission needed. */
const NATIVE = new Set<CommandId>(['edit.copy', 'edit.cut', 'edit.paste'])
const CHORD_LETTER = /^[a-gA-G]$/

const isTyping = (element: Element | null) =>
  !!element &&
  (element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element as HTMLElement).isContentEditable)

/** Whether Space or Enter on this element is its own (a button or link outside the grid). */
const ownsActivation = (element: Element | null, inGrid: boolean) =>
  !inGrid && !!element?.closest('button, a, summary, [role="button"], [role="option"]')

/**
 * The editor's keyboard: every shortcut comes from the command registry. Listens on the document
 * so Space and Ctrl-K work wherever focus is on the page; open dialogs keep their own keys.
 */
export function useEditorKeys(
  root: RefObject<HTMLElement | null>,
  context: () => CommandContext,
  startChord: (letter: string) => void,
) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('dialog')) return
      const inEditor = !!target && (root.current?.contains(target) || target === document.body)
      if (!inEditor) return
      // The grid's keys are for its chord slots; a section's name, count and buttons keep their own.
      const inGrid = !!target?.closest('[data-slot]')
      const typing = isTyping(target)
      const inWords = !!target?.closest('[data-words]')
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey
      if (inGrid && !typing && plain && CHORD_LETTER.test(event.key)) {
        event.preventDefault()
        startChord(event.key.toUpperCase())
        return
      }
      if (inGrid && !typing && event.key === 'Escape') {
        // The way out of the grid's arrow keys: on to the toolbar.
        event.preventDefault()
        root.current
          ?.querySelector<HTMLElement>('[data-editor-toolbar] button:not(:disabled)')
          ?.focus()
        return
      }
      const command = commandForKey(event, { inGrid, typing, inWords })
      if (!command || NATIVE.has(command.id)) return
      if ((event.key === ' ' || event.key === 'Enter') && ownsActivation(target, inGrid)) return
      if (runCommand(command, context())) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [root, context, startChord])
}
