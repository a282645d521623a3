import type { Command, CommandGroup, EditorUi } from './command-types'

/** The UI's methods that need nothing from the command: a command may hand straight over to one. */
export type UiAction = {
  [Name in keyof EditorUi]: EditorUi[Name] extends () => unknown ? Name : never
}[keyof EditorUi]

/** A command the UI carries out alone (opening a dialog, toggling the player): `action` runs it. */
export type UiCommand<Id extends string> = Omit<Command<Id>, 'group' | 'run'> & {
  action: UiAction
}

/** Commands of one group that each hand over to the UI's method named by their `action`. */
export const uiCommands = <const Id extends string>(
  group: CommandGroup,
  commands: readonly UiCommand<Id>[],
): Command<Id>[] =>
  commands.map(({ action, ...command }) => ({ ...command, group, run: ({ ui }) => ui[action]() }))
