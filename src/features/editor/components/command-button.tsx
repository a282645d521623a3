import type { ReactNode } from 'react'
import { type CommandContext, shortName } from '../commands/command-types'
import { type CommandId, commandById, isEnabled, runCommand } from '../commands/registry'
import { ariaKeyShortcuts, commandTitle } from '../commands/shortcuts'

type CommandButtonProps = {
  id: CommandId
  context: () => CommandContext
  className: string
  /** Text that tells the command's effect here (it depends on the bar at the caret). */
  text?: ReactNode
  /** Shown instead of text; the command's label is then the button's name. */
  icon?: ReactNode
  /** Called on a click before the command runs (a menu closing). */
  onChoose?: () => void
}

/** A button running a command: its text, shortcut and whether it is enabled all come from the command. */
export function CommandButton({
  id,
  context,
  className,
  text,
  icon,
  onChoose,
}: CommandButtonProps) {
  const command = commandById(id)
  const name = shortName(command)
  return (
    <button
      type="button"
      className={className}
      disabled={!isEnabled(command, context())}
      onClick={() => {
        onChoose?.()
        runCommand(command, context())
      }}
      aria-label={icon ? command.label : undefined}
      aria-keyshortcuts={ariaKeyShortcuts(command)}
      title={
        icon || command.keys?.length
          ? commandTitle(command, icon ? command.label : name)
          : undefined
      }
    >
      {icon ?? text ?? name}
    </button>
  )
}
