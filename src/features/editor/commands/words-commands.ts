import type { SongDocument } from '@/song/types'
import { type Cursor, caret, moveSelection } from '../state/selection'
import { emptyBar, insertBars, setLineEnd } from '../state/song-edits'
import { nextBarWords, nextWordsField, wordsOwner } from '../state/words-flow'
import {
  type Command,
  type CommandContext,
  defineCommands,
  type WordsFieldHandle,
} from './command-types'

// Writing words: from a chord down to its words, and through the words as through a text, a field
// a chord change: Tab goes on, Enter ends the line and starts the next bar, Escape goes back up.

/** The words field for a chord slot: the one of the chord sung there. */
function wordsAt(doc: SongDocument, at: Cursor): Cursor {
  const bar = doc.sections[at.section]?.bars[at.bar]
  return bar ? { ...at, slot: wordsOwner(bar, at.slot) } : at
}

const sameBar = (a: Cursor, b: Cursor) => a.section === b.section && a.bar === b.bar

/** A command run from the words field being typed in (none: not enabled). */
function inField<const Id extends string>(
  command: { id: Id } & Omit<Command, 'id' | 'run' | 'enabled' | 'group' | 'scope'> & {
      enabled?: (field: WordsFieldHandle, context: CommandContext) => boolean
      run: (field: WordsFieldHandle, context: CommandContext) => void
    },
): Command<Id> {
  return {
    ...command,
    group: 'Words',
    scope: 'words',
    paletteHidden: true,
    enabled: (context) => {
      const field = context.ui.wordsField()
      return !!field && (command.enabled?.(field, context) ?? true)
    },
    run: (context) => {
      const field = context.ui.wordsField()
      if (field) command.run(field, context)
    },
  }
}

/** Tab and Shift+Tab in a words field: on to the next words, or back to the previous ones. */
const wordsStep = <const Id extends string>(id: Id, label: string, key: string, forward: boolean) =>
  inField({
    id,
    label,
    keys: [key],
    enabled: (field, { state }) => !!nextWordsField(state.doc, field.at, forward),
    run: (field, { state, ui }) => {
      const next = nextWordsField(state.doc, field.at, forward)
      field.commit()
      if (next) ui.focusWords(next)
    },
  })

const lineBelow = (doc: SongDocument, at: Cursor) => moveSelection(doc, caret(at), 'down')
const lineAbove = (doc: SongDocument, at: Cursor) => moveSelection(doc, caret(at), 'up')

export const wordsCommands = defineCommands([
  {
    id: 'words.write',
    label: 'Write the words under the chord',
    group: 'Words',
    keys: ['ArrowDown', 'W'],
    scope: 'grid',
    enabled: ({ state }) => !!state.doc.sections[state.selection.section]?.bars.length,
    run: ({ state, ui }) => ui.focusWords(wordsAt(state.doc, state.selection)),
  },
  {
    id: 'words.line-above',
    label: 'Words of the line above',
    group: 'Words',
    keys: ['ArrowUp'],
    scope: 'grid',
    paletteHidden: true,
    enabled: ({ state }) => !sameBar(lineAbove(state.doc, state.selection), state.selection),
    run: ({ state, ui }) => ui.focusWords(lineAbove(state.doc, state.selection)),
  },
  wordsStep('words.next', 'Next words: the next chord change or bar', 'Tab', true),
  wordsStep('words.previous', 'Previous words', 'Shift+Tab', false),
  inField({
    id: 'words.new-line',
    label: 'End the line here and write on in the next bar',
    keys: ['Enter'],
    run: (field, { state, dispatch, ui }) => {
      const next = nextBarWords(state.doc, field.at)
      field.commit((doc) => setLineEnd(doc, field.at, true))
      dispatch({ type: 'announce', message: 'Line ended' })
      if (next) ui.focusWords(next)
    },
  }),
  inField({
    id: 'words.add-bar',
    label: 'Add a bar after this one and write its words',
    keys: ['Mod+Enter'],
    run: (field, { dispatch, ui }) => {
      const at = { section: field.at.section, bar: field.at.bar + 1, slot: 0 }
      field.commit()
      dispatch({
        type: 'edit',
        edit: (doc) => insertBars(doc, at, [emptyBar()]),
        select: caret(at),
        announce: `Bar ${at.bar + 1} added`,
      })
      ui.focusWords(at)
    },
  }),
  inField({
    id: 'words.chords',
    label: 'Back to the chord above the words',
    keys: ['Escape', 'ArrowUp'],
    run: (field, { ui }) => {
      field.commit()
      ui.focusChord(field.at)
    },
  }),
  inField({
    id: 'words.line-below',
    label: 'Chords of the line below',
    keys: ['ArrowDown'],
    enabled: (field, { state }) => !sameBar(lineBelow(state.doc, field.at), field.at),
    run: (field, { state, ui }) => {
      field.commit()
      ui.focusChord(lineBelow(state.doc, field.at))
    },
  }),
  {
    id: 'words.line-end',
    label: 'End the lyric line at this bar, or join it to the next',
    group: 'Words',
    keys: ['Alt+Enter'],
    scope: 'grid',
    alsoInWords: true,
    enabled: ({ state }) => !!state.doc.sections[state.selection.section]?.bars.length,
    run: ({ state, dispatch, ui }) => {
      const field = ui.wordsField()
      const at = field?.at ?? state.selection
      const ends = !state.doc.sections[at.section]?.bars[at.bar]?.lineEnd
      const toggle = (doc: SongDocument) => setLineEnd(doc, at, ends)
      if (field) field.commit(toggle)
      else dispatch({ type: 'edit', edit: toggle })
      dispatch({ type: 'announce', message: ends ? 'Line ended' : 'Line joined to the next' })
    },
  },
])
