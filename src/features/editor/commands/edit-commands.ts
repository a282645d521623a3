import { pasteBars, selectedBarsText } from './bar-clipboard'
import { type Command, defineCommands } from './command-types'
import { uiCommands } from './ui-commands'

/**
 * Undo or redo, in a words field too: what is typed there is saved first, so it is the first thing
 * undone, and the field then shows the song's words again.
 */
const historyStep = <const Id extends string>(
  id: Id,
  label: string,
  keys: string[],
  step: 'undo' | 'redo',
): Command<Id> => ({
  id,
  label,
  group: 'Edit',
  keys,
  alsoInWords: true,
  enabled: ({ state, ui }) =>
    state.history[step === 'undo' ? 'past' : 'future'].length > 0 || !!ui.wordsField(),
  run: ({ dispatch, ui }) => {
    const field = ui.wordsField()
    field?.commit()
    dispatch({ type: step })
    field?.reset()
  },
})

/** Copy or cut from a shortcut or a menu: as with the browser's own, the bars go out as text. */
const clipboardStep = <const Id extends string>(
  id: Id,
  label: string,
  key: string,
  step: 'copy' | 'cut',
): Command<Id> => ({
  id,
  label,
  group: 'Edit',
  keys: [key],
  scope: 'grid',
  run: ({ state, dispatch, ui }) => {
    ui.copyText(selectedBarsText(state))
    dispatch({ type: step })
  },
})

export const editCommands = defineCommands([
  ...uiCommands('Edit', [
    {
      id: 'chord.type',
      label: 'Type a chord',
      keyHint: 'A–G',
      scope: 'grid',
      action: 'startChordEntry',
    },
    {
      id: 'chord.edit',
      label: 'Edit the chord',
      keys: ['Enter', 'F2'],
      scope: 'grid',
      action: 'startChordEntry',
    },
    {
      id: 'chord.pick',
      label: 'Pick a chord…',
      keys: ['Shift+Enter'],
      scope: 'grid',
      action: 'openPicker',
    },
  ]),
  {
    id: 'chord.clear',
    label: 'Clear the chord or the selected bars',
    group: 'Edit',
    keys: ['Delete', 'Backspace'],
    scope: 'grid',
    run: ({ dispatch }) => dispatch({ type: 'clear' }),
  },
  historyStep('edit.undo', 'Undo', ['Mod+Z'], 'undo'),
  historyStep('edit.redo', 'Redo', ['Mod+Shift+Z', 'Mod+Y'], 'redo'),
  clipboardStep('edit.copy', 'Copy the selected bars', 'Mod+C', 'copy'),
  clipboardStep('edit.cut', 'Cut the selected bars', 'Mod+X', 'cut'),
  {
    id: 'edit.paste',
    label: 'Paste bars',
    group: 'Edit',
    keys: ['Mod+V'],
    scope: 'grid',
    run: ({ state, dispatch, ui }) => {
      const beats = state.doc.timeSignature.beats
      // Without the clipboard (or its permission), the bars last copied in the editor.
      const read = ui.readText()
      if (!read) return dispatch({ type: 'paste' })
      read.then(
        (text) => dispatch(pasteBars(text, beats)),
        () => dispatch({ type: 'paste' }),
      )
    },
  },
])
