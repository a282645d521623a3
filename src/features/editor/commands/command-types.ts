import type { Dispatch } from 'react'
import type { EditorAction, EditorState } from '../state/editor-reducer'

export type CommandGroup = 'Edit' | 'Move' | 'Bars' | 'Sections' | 'Playback' | 'View' | 'Song'

/** Where a shortcut works: in the chord grid only, anywhere in the editor but text fields, or always. */
export type CommandScope = 'grid' | 'editor' | 'always'

/** What commands can do besides editing the document: the editor's panels and player. */
export type EditorUi = {
  startChordEntry: (initial?: string) => void
  openPicker: () => void
  openPalette: () => void
  openShortcuts: () => void
  focusSectionLabel: (section: number) => void
  togglePlay: () => void
  playFromSelection: () => void
  toggleLoop: () => void
  toggleMetronome: () => void
  toggleCountIn: () => void
  changeTempo: (deltaBpm: number) => void
  transpose: (semitones: number) => void
  cycleNotation: () => void
  copyText: (text: string) => void
  pasteText: () => void
  exportMidi: () => void
  exportWav: () => void
  exportChordPro: () => void
  print: () => void
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

export type Command = {
  id: string
  label: string
  group: CommandGroup
  /** Shortcuts, the first one shown; matched by ./shortcuts.ts. */
  keys?: string[]
  /** Shown instead of the keys when the keys are a family (typing a chord: "A–G"). */
  keyHint?: string
  scope?: CommandScope
  /** Listed in the sheet but not the palette (moving the caret makes no sense from a list). */
  paletteHidden?: boolean
  enabled?: (context: CommandContext) => boolean
  run: (context: CommandContext) => void
}
