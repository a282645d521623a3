import { caretAt } from '../state/selection'
import {
  addSection,
  deleteSection,
  duplicateSection,
  moveSection,
  setRepeat,
} from '../state/song-edits'
import { type CommandContext, defineCommands } from './command-types'

const current = ({ state }: CommandContext) => state.selection.section
const hasSection = (context: CommandContext) =>
  context.state.doc.sections[current(context)] !== undefined
const nameOf = ({ state }: CommandContext, index: number) =>
  state.doc.sections[index]?.label || `Section ${index + 1}`

function shift(context: CommandContext, by: number) {
  const from = current(context)
  const to = from + by
  if (to < 0 || to >= context.state.doc.sections.length) return
  const label = nameOf(context, from)
  context.dispatch({
    type: 'edit',
    edit: (doc) => moveSection(doc, from, to),
    select: { ...context.state.selection, section: to },
    announce: `${label} moved to position ${to + 1}`,
  })
}

export const sectionCommands = defineCommands([
  {
    id: 'section.add',
    label: 'Add a section',
    group: 'Sections',
    keys: ['Alt+N'],
    run: ({ state, dispatch, ui }) => {
      const at = state.doc.sections.length ? state.selection.section + 1 : 0
      dispatch({ type: 'edit', edit: (doc) => addSection(doc, at), select: caretAt(at) })
      ui.focusSectionLabel(at)
    },
  },
  {
    id: 'section.rename',
    label: 'Rename the section',
    group: 'Sections',
    keys: ['Alt+R'],
    enabled: hasSection,
    run: (context) => context.ui.focusSectionLabel(current(context)),
  },
  {
    id: 'section.up',
    label: 'Move the section up',
    short: 'Move up',
    labelFor: (name) => `Move ${name} up`,
    group: 'Sections',
    keys: ['Alt+ArrowUp'],
    enabled: (context) => current(context) > 0,
    run: (context) => shift(context, -1),
  },
  {
    id: 'section.down',
    label: 'Move the section down',
    short: 'Move down',
    labelFor: (name) => `Move ${name} down`,
    group: 'Sections',
    keys: ['Alt+ArrowDown'],
    enabled: (context) => current(context) < context.state.doc.sections.length - 1,
    run: (context) => shift(context, 1),
  },
  {
    id: 'section.duplicate',
    label: 'Duplicate the section',
    short: 'Duplicate',
    labelFor: (name) => `Duplicate ${name}`,
    group: 'Sections',
    keys: ['Alt+Shift+D'],
    enabled: hasSection,
    run: (context) => {
      const index = current(context)
      context.dispatch({
        type: 'edit',
        edit: (doc) => duplicateSection(doc, index),
        select: caretAt(index + 1),
        announce: `${nameOf(context, index)} duplicated`,
      })
    },
  },
  {
    id: 'section.repeat',
    label: 'Play the section one more time',
    group: 'Sections',
    enabled: hasSection,
    run: (context) => {
      const index = current(context)
      const repeat = context.state.doc.sections[index]?.repeat ?? 1
      context.dispatch({ type: 'edit', edit: (doc) => setRepeat(doc, index, repeat + 1) })
    },
  },
  {
    id: 'section.delete',
    label: 'Delete the section',
    short: 'Delete',
    labelFor: (name) => `Delete ${name}`,
    group: 'Sections',
    enabled: hasSection,
    run: (context) => {
      const index = current(context)
      const label = nameOf(context, index)
      context.dispatch({
        type: 'edit',
        edit: (doc) => deleteSection(doc, index),
        select: caretAt(Math.max(index - 1, 0)),
        announce: `${label} deleted. Undo with Ctrl+Z.`,
      })
    },
  },
])
