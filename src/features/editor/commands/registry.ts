import { caretAt } from '../state/selection'
import { playbackCommands, songCommands, viewCommands } from './app-commands'
import { barCommands } from './bar-commands'
import type { Command, CommandContext } from './command-types'
import { editCommands } from './edit-commands'
import { moveCommands } from './move-commands'
import { sectionCommands } from './section-commands'
import { matchesShortcut } from './shortcuts'
import { wordsCommands } from './words-commands'

/** Every editor command, once: the shortcuts, the palette and the shortcut sheet all read this. */
export const COMMANDS = [
  ...editCommands,
  ...wordsCommands,
  ...moveCommands,
  ...barCommands,
  ...sectionCommands,
  ...playbackCommands,
  ...viewCommands,
  ...songCommands,
] as const

/** Every command's id as a type: a misspelt id fails to compile. */
export type CommandId = (typeof COMMANDS)[number]['id']

export type EditorCommand = Command<CommandId>

const byId = new Map(COMMANDS.map((command) => [command.id, command]))

export function commandById(id: CommandId): EditorCommand {
  const command = byId.get(id)
  // Unreachable while ids are typed; kept so a cast-in id fails loudly.
  if (!command) throw new Error(`No command ${id}`)
  return command
}

export const isEnabled = (command: Command, context: CommandContext) =>
  command.enabled?.(context) ?? true

/** Where a key was pressed: the chord grid, a text field, a words field (also a text field). */
export type KeyTarget = { inGrid: boolean; typing: boolean; inWords?: boolean }

/** The command a key press runs where it was pressed, if any. */
export function commandForKey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  target: KeyTarget,
  mac?: boolean,
): EditorCommand | undefined {
  return COMMANDS.find((command) => {
    const scope = command.scope ?? 'editor'
    const here =
      (target.inWords && command.alsoInWords) ||
      (scope === 'words'
        ? target.inWords
        : scope === 'grid'
          ? target.inGrid && !target.typing
          : scope === 'editor'
            ? !target.typing
            : true)
    if (!here) return false
    return command.keys?.some((key) => matchesShortcut(key, event, mac)) ?? false
  })
}

/** The context with the caret at `bar` (else the first) of `section`: a section's own tools act there. */
export const contextInSection = (
  context: CommandContext,
  section: number,
  bar = 0,
): CommandContext => ({
  ...context,
  state: { ...context.state, selection: caretAt(section, bar) },
})

/** Runs a command when it is enabled; answers whether it ran. */
export function runCommand(command: Command, context: CommandContext): boolean {
  if (!isEnabled(command, context)) return false
  command.run(context)
  return true
}
