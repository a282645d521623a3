import { useId, useMemo, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import type { Command, CommandContext } from '../commands/command-types'
import { COMMANDS, isEnabled } from '../commands/registry'
import { ShortcutKeys } from './shortcut-keys'

type CommandPaletteProps = {
  open: boolean
  onClose: () => void
  context: () => CommandContext
}

/** Ctrl/⌘-K: every command by name; type to filter, arrows to choose, Enter to run. */
export function CommandPalette({ open, onClose, context }: CommandPaletteProps) {
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const id = useId()
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    return COMMANDS.filter(
      (command) =>
        !command.paletteHidden &&
        words.every((word) => `${command.group} ${command.label}`.toLowerCase().includes(word)),
    )
  }, [query])

  const run = (command: Command | undefined) => {
    if (!command) return
    onClose()
    setQuery('')
    // After the dialog closes and hands focus back, so the command can move it.
    requestAnimationFrame(() => {
      const current = context()
      if (isEnabled(command, current)) command.run(current)
    })
  }

  return (
    <Modal open={open} title="Commands" dismissible onClose={onClose}>
      <input
        type="text"
        role="combobox"
        aria-label="Search commands"
        aria-expanded
        aria-controls={`${id}-list`}
        aria-activedescendant={matches[active] ? `${id}-${matches[active].id}` : undefined}
        placeholder="Type a command…"
        className="input mt-3 w-full"
        value={query}
        // biome-ignore lint/a11y/noAutofocus: the palette is for typing at once.
        autoFocus
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setActive((active + 1) % Math.max(matches.length, 1))
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            setActive(active <= 0 ? matches.length - 1 : active - 1)
          } else if (event.key === 'Enter') {
            event.preventDefault()
            run(matches[active])
          }
        }}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Commands"
        className="mt-2 max-h-80 overflow-auto"
      >
        {matches.length === 0 && <p className="p-2 text-sm">No command matches.</p>}
        {/* Listed only while open: a closed palette costs the editor's edits nothing. */}
        {(open ? matches : []).map((command, i) => {
          const enabled = isEnabled(command, context())
          return (
            <div
              key={command.id}
              id={`${id}-${command.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              aria-disabled={!enabled || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => enabled && run(command)}
              onKeyDown={() => undefined}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-field px-3 py-2 text-sm ${
                i === active ? 'bg-primary text-primary-content' : ''
              } ${enabled ? '' : 'opacity-60'}`}
            >
              <span>
                <span className={i === active ? '' : 'text-base-content/80'}>
                  {command.group}:{' '}
                </span>
                {command.label}
              </span>
              {command.keys?.[0] && <ShortcutKeys shortcut={command.keys[0]} />}
            </div>
          )
        })}
      </div>
    </Modal>
  )
}
