import { commandById, runCommand } from '../commands/registry'
import type { EditorControls } from './song-editor'

/** Tools for the bar at the caret: per beat or per bar, add, remove, pick a chord. */
export function SelectionBar({ editor }: { editor: EditorControls }) {
  const { state } = editor
  const { section, bar, anchorBar } = state.selection
  const current = state.doc.sections[section]
  const slots = current?.bars[bar]?.chords
  if (!current || !slots) return null
  const first = Math.min(bar, anchorBar) + 1
  const last = Math.max(bar, anchorBar) + 1
  const run = (id: string) => runCommand(commandById(id), editor.commandContext())
  const button = 'btn btn-ghost btn-xs'
  return (
    <div className="print-hidden flex flex-wrap items-center gap-1 rounded-box bg-base-200/60 px-2 py-1 text-sm">
      <span className="me-1 font-medium">
        {current.label || `Section ${section + 1}`},{' '}
        {first === last ? `bar ${first}` : `bars ${first}–${last}`}
      </span>
      <button type="button" className={button} onClick={() => run('bar.beats')}>
        {slots.length > 1 ? 'One chord for the bar' : 'A chord per beat'}
      </button>
      <button type="button" className={button} onClick={() => run('chord.pick')}>
        Pick a chord…
      </button>
      <button type="button" className={button} onClick={() => run('bar.add')}>
        Add a bar after
      </button>
      <button type="button" className={button} onClick={() => run('bar.remove')}>
        Remove {first === last ? 'the bar' : 'the bars'}
      </button>
    </div>
  )
}
