import { selectedBars } from '../state/selection'
import { emptyBar, insertBars, removeBars, toggleBeats } from '../state/song-edits'
import { defineCommands } from './command-types'

export const barCommands = defineCommands([
  {
    id: 'bar.add',
    label: 'Add a bar after this one',
    short: 'Add a bar after',
    group: 'Bars',
    keys: ['Mod+Enter'],
    scope: 'grid',
    run: ({ state, dispatch }) => {
      const { section, bar } = state.selection
      const hasBars = (state.doc.sections[section]?.bars.length ?? 0) > 0
      const at = hasBars ? bar + 1 : 0
      dispatch({
        type: 'edit',
        edit: (doc) => insertBars(doc, { section, bar: at }, [emptyBar()]),
        select: { section, bar: at, slot: 0, anchorBar: at },
        announce: `Bar ${at + 1} added`,
      })
    },
  },
  {
    id: 'bar.remove',
    label: 'Remove the selected bars',
    group: 'Bars',
    keys: ['Mod+Backspace', 'Mod+Delete'],
    scope: 'grid',
    enabled: ({ state }) => (state.doc.sections[state.selection.section]?.bars.length ?? 0) > 0,
    run: ({ state, dispatch }) => {
      const { first, last } = selectedBars(state.selection)
      const { section } = state.selection
      const target = Math.max(first - 1, 0)
      dispatch({
        type: 'edit',
        edit: (doc) => removeBars(doc, { section, first, last }),
        select: { section, bar: target, slot: 0, anchorBar: target },
        announce:
          last > first ? `Bars ${first + 1}–${last + 1} removed` : `Bar ${first + 1} removed`,
      })
    },
  },
  {
    id: 'bar.beats',
    label: 'Chord per beat or per bar',
    group: 'Bars',
    keys: ['Alt+B'],
    scope: 'grid',
    run: ({ state, dispatch }) => {
      const { section, bar } = state.selection
      dispatch({
        type: 'edit',
        edit: (doc) => toggleBeats(doc, { section, bar }),
        select: { section, bar, slot: 0, anchorBar: bar },
      })
    },
  },
])
