import { memo } from 'react'
import { CommandButton } from './command-button'
import type { EditorControls } from './song-editor'

/** Tools for the bar at the caret: per beat or per bar, add, remove, pick a chord. */
export const SelectionBar = memo(function SelectionBar({ editor }: { editor: EditorControls }) {
  const { state } = editor
  const { section, bar, anchorBar } = state.selection
  const current = state.doc.sections[section]
  const slots = current?.bars[bar]?.chords
  if (!current || !slots) return null
  const first = Math.min(bar, anchorBar) + 1
  const last = Math.max(bar, anchorBar) + 1
  const context = editor.commandContext
  const button = 'btn btn-ghost btn-xs'
  return (
    <div className="print-hidden flex flex-wrap items-center gap-1 rounded-box bg-base-200/60 px-2 py-1 text-sm">
      <span className="me-1 font-medium">
        {current.label || `Section ${section + 1}`},{' '}
        {first === last ? `bar ${first}` : `bars ${first}–${last}`}
      </span>
      <CommandButton
        id="bar.beats"
        context={context}
        className={button}
        text={slots.length > 1 ? 'One chord for the bar' : 'A chord per beat'}
      />
      <CommandButton id="chord.pick" context={context} className={button} />
      <CommandButton id="bar.add" context={context} className={button} />
      <CommandButton
        id="bar.remove"
        context={context}
        className={button}
        text={first === last ? 'Remove the bar' : 'Remove the bars'}
      />
    </div>
  )
})
