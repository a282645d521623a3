import { pasteBars, selectedBarsText } from './bar-clipboard'
import { defineCommands } from './command-types'

export const editCommands = defineCommands([
  {
    id: 'chord.type',
    label: 'Type a chord',
    group: 'Edit',
    keyHint: 'A–G',
    scope: 'grid',
    run: ({ ui }) => ui.startChordEntry(),
  },
  {
    id: 'chord.edit',
    label: 'Edit the chord',
    group: 'Edit',
    keys: ['Enter', 'F2'],
    scope: 'grid',
    run: ({ ui }) => ui.startChordEntry(),
  },
  {
    id: 'chord.pick',
    label: 'Pick a chord…',
    group: 'Edit',
    keys: ['Shift+Enter'],
    scope: 'grid',
    run: ({ ui }) => ui.openPicker(),
  },
  {
    id: 'chord.clear',
    label: 'Clear the chord or the selected bars',
    group: 'Edit',
    keys: ['Delete', 'Backspace'],
    scope: 'grid',
    run: ({ dispatch }) => dispatch({ type: 'clear' }),
  },
  {
    id: 'edit.undo',
    label: 'Undo',
    group: 'Edit',
    keys: ['Mod+Z'],
    alsoInWords: true,
    // In a words field, what is typed there is saved first, so it is the first thing undone.
    enabled: ({ state, ui }) => state.history.past.length > 0 || !!ui.wordsField(),
    run: ({ dispatch, ui }) => {
      const field = ui.wordsField()
      field?.commit()
      dispatch({ type: 'undo' })
      field?.reset()
    },
  },
  {
    id: 'edit.redo',
    label: 'Redo',
    group: 'Edit',
    keys: ['Mod+Shift+Z', 'Mod+Y'],
    alsoInWords: true,
    enabled: ({ state, ui }) => state.history.future.length > 0 || !!ui.wordsField(),
    run: ({ dispatch, ui }) => {
      const field = ui.wordsField()
      field?.commit()
      dispatch({ type: 'redo' })
      field?.reset()
    },
  },
  {
    id: 'edit.copy',
    label: 'Copy the selected bars',
    group: 'Edit',
    keys: ['Mod+C'],
    scope: 'grid',
    run: ({ state, dispatch, ui }) => {
      dispatch({ type: 'copy' })
      ui.copyText(selectedBarsText(state))
    },
  },
  {
    id: 'edit.cut',
    label: 'Cut the selected bars',
    group: 'Edit',
    keys: ['Mod+X'],
    scope: 'grid',
    run: ({ state, dispatch, ui }) => {
      ui.copyText(selectedBarsText(state))
      dispatch({ type: 'cut' })
    },
  },
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
