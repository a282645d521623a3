import { type Direction, moveSelection } from '../state/selection'
import { type Command, defineCommands } from './command-types'

const move = <Id extends string>(
  id: Id,
  label: string,
  keys: string[],
  direction: Direction,
  extend = false,
): Command<Id> => ({
  id,
  label,
  group: 'Move',
  keys,
  scope: 'grid',
  paletteHidden: true,
  // At the song's ends Tab does nothing here, so it leaves the grid as usual.
  enabled: ({ state }) => {
    const next = moveSelection(state.doc, state.selection, direction, extend)
    return (
      next.section !== state.selection.section ||
      next.bar !== state.selection.bar ||
      next.slot !== state.selection.slot ||
      next.anchorBar !== state.selection.anchorBar
    )
  },
  run: ({ dispatch }) => dispatch({ type: 'move', direction, extend }),
})

export const moveCommands = defineCommands([
  move('move.left', 'Previous beat or bar', ['ArrowLeft'], 'left'),
  move('move.right', 'Next beat or bar', ['ArrowRight'], 'right'),
  // Up and Down go between a line's chords and its words: see ./words-commands.ts.
  move('move.next', 'Next slot', ['Tab'], 'next'),
  move('move.previous', 'Previous slot', ['Shift+Tab'], 'previous'),
  move('move.home', 'First bar of the section', ['Home'], 'home'),
  move('move.end', 'Last bar of the section', ['End'], 'end'),
  move('select.left', 'Select bars to the left', ['Shift+ArrowLeft'], 'left', true),
  move('select.right', 'Select bars to the right', ['Shift+ArrowRight'], 'right', true),
  move('select.home', 'Select to the section start', ['Shift+Home'], 'home', true),
  move('select.end', 'Select to the section end', ['Shift+End'], 'end', true),
])
