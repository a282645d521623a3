import type { Dispatch } from 'react'
import type { SongDocument } from '@/song/types'
import type { EditorAction, EditorState } from '../state/editor-reducer'
import type { Cursor } from '../state/selection'

export type CommandGroup =
  | 'Edit'
  | 'Words'
  | 'Move'
  | 'Bars'
  | 'Sections'
  | 'Playback'
  | 'View'
  | 'Song'

/**
 * Where a shortcut works: in the chord grid only, in a words field only, anywhere in the editor
 * but text fields, or always.
 */
export type CommandScope = 'grid' | 'words' | 'editor' | 'always'

/** The words field being typed in. */
export type WordsFieldHandle = {
  at: Cursor
  /** Saves what was typed, with `also` in the same undo step (ending the line there). */
  commit: (also?: (doc: SongDocument) => SongDocument) => void
  /** Drops what is typed but not saved, showing the song's words again (after an undo). */
  reset: () => void
}

/** What commands can do besides editing the document: the editor's panels and player. */
export type EditorUi = {
  startChordEntry: (initial?: string) => void
  /** Moves the caret to a words field's bar and types there. */
  focusWords: (at: Cursor) => void
  /** Moves the caret to a chord slot and focuses it. */
  focusChord: (at: Cursor) => void
  wordsField: () => WordsFieldHandle | null
  openPicker: () => void
  openPalette: () => void
  openShortcuts: () => void
  focusSectionLabel: (section: number) => void
  togglePlay: () => void
  playFromSelection: () => void
  toggleLoop: () => void
  toggleMetronome: () => void
  toggleCountIn: () => void
  transpose: (semitones: number) => void
  cycleNotation: () => void
  copyText: (text: string) => void
  /** The clipboard's text, when the browser lets the page read it. */
  readText: () => Promise<string> | undefined
  exportMidi: () => void
  exportWav: () => void
  exportChordPro: () => void
  exportPlainText: () => void
  print: () => void
  perform: () => void
  openShare: () => void
  openImport: () => void
  openSongs: () => void
  openSettings: () => void
  newSong: () => void
}

export type CommandContext = {
  state: EditorState
  dispatch: Dispatch<EditorAction>
  ui: EditorUi
}

/** A command; `Id` is its id's literal type, so the registry can list every id as a type. */
export type Command<Id extends string = string> = {
  id: Id
  label: string
  /** A button's text where the label is too long for it (a toolbar's "Undo"). */
  short?: string
  /** The label of a control acting on one named section rather than the caret's ("Delete Verse"). */
  labelFor?: (name: string) => string
  group: CommandGroup
  /** Shortcuts, the first one shown; matched by ./shortcuts.ts. */
  keys?: readonly string[]
  /** Shown instead of the keys when the keys are a family (typing a chord: "A–G"). */
  keyHint?: string
  scope?: CommandScope
  /** Works in a words field too, where the song's own undo beats the field's. */
  alsoInWords?: boolean
  /** Listed in the sheet but not the palette (moving the caret makes no sense from a list). */
  paletteHidden?: boolean
  enabled?: (context: CommandContext) => boolean
  run: (context: CommandContext) => void
}

/** What a button running the command says: its short name where it has one. */
export const shortName = (command: Pick<Command, 'short' | 'label'>) =>
  command.short ?? command.label

/** Checks a list of commands while keeping each id's literal type (see CommandId in ./registry.ts). */
export const defineCommands = <const Id extends string>(commands: readonly Command<Id>[]) =>
  commands

/** Commands of one group that all work in the chord grid alone. */
export const gridCommands = <const Id extends string>(
  group: CommandGroup,
  commands: readonly Omit<Command<Id>, 'group' | 'scope'>[],
): Command<Id>[] => commands.map((command) => ({ ...command, group, scope: 'grid' }))
