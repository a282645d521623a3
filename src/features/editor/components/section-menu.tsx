import { Icon } from '@/components/ui/icons'
import { shortName } from '../commands/command-types'
import { commandById } from '../commands/registry'
import { commandTitle } from '../commands/shortcuts'
import { useGridActions } from '../hooks/grid-context'
import { sectionIcons } from './section-icons'

const TOOLS = [
  { id: 'section.up', icon: sectionIcons.up, danger: false },
  { id: 'section.down', icon: sectionIcons.down, danger: false },
  { id: 'section.duplicate', icon: sectionIcons.copy, danger: false },
  { id: 'section.delete', icon: sectionIcons.trash, danger: true },
] as const

/**
 * A section's tools: move up and down (drag works too), duplicate, delete (undo brings it back).
 * Their shortcuts act on the caret's section, not necessarily this one, so they are only hinted.
 */
export function SectionMenu({ index, label }: { index: number; label: string }) {
  const actions = useGridActions()
  const name = label || `section ${index + 1}`
  const button = 'btn btn-ghost btn-sm btn-square'
  return (
    <div className="flex gap-0.5">
      {TOOLS.map(({ id, icon, danger }) => {
        const command = commandById(id)
        return (
          <button
            key={id}
            type="button"
            className={danger ? `${button} text-error` : button}
            disabled={!actions.commandEnabled(id, index)}
            aria-label={command.labelFor?.(name) ?? command.label}
            title={commandTitle(command, shortName(command))}
            onClick={() => actions.runCommand(id, index)}
          >
            <Icon path={icon} className="size-4" />
          </button>
        )
      })}
    </div>
  )
}
