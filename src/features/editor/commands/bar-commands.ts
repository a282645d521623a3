import { caretAt, selectedBars } from '../state/selection'
import { emptyBar, insertBars, removeBars, toggleBeats } from '../state/song-edits'
import { defineCommands, gridCommands } from './command-types'

export const barCommands = defineCommands(
  gridCommands('Bars', [
    {
      id: 'bar.add',
      label: 'Add a bar after this one',
      short: 'Add a bar after',
      keys: ['Mod+Enter'],
      run: ({ state, dispatch }) => {
        const { section, bar } = state.selection
        const hasBars = (state.doc.sections[section]?.bars.length ?? 0) > 0
        const at = hasBars ? bar + 1 : 0
        dispatch({
          type: 'edit',
          edit: (doc) => insertBars(doc, { section, bar: at }, [emptyBar()]),
          select: caretAt(section, at),
          announce: `Bar ${at + 1} added`,
        })
      },
    },
    {
      id: 'bar.remove',
      label: 'Remove the selected bars',
      keys: ['Mod+Backspace', 'Mod+Delete'],
      enabled: ({ state }) => (state.doc.sections[state.selection.section]?.bars.length ?? 0) > 0,
      run: ({ state, dispatch }) => {
        const { first, last } = selectedBars(state.selection)
        const { section } = state.selection
        dispatch({
          type: 'edit',
          edit: (doc) => removeBars(doc, { section, first, last }),
          select: caretAt(section, Math.max(first - 1, 0)),
          announce:
            last > first ? `Bars ${first + 1}–${last + 1} removed` : `Bar ${first + 1} removed`,
        })
      },
    },
    {
      id: 'bar.beats',
      label: 'Chord per beat or per bar',
      keys: ['Alt+B'],
      run: ({ state, dispatch }) => {
        const { section, bar } = state.selection
        dispatch({
          type: 'edit',
          edit: (doc) => toggleBeats(doc, { section, bar }),
          select: caretAt(section, bar),
        })
      },
    },
  ]),
)
