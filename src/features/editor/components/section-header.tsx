import { memo } from 'react'
import { LABEL_MAX_LENGTH } from '@/song/limits'
import { commandById } from '../commands/registry'
import { shortcutText } from '../commands/shortcuts'
import { useGridActions } from '../hooks/grid-context'
import { fieldEdit } from '../state/field-edit'
import { MAX_REPEAT, renameSection, setRepeat } from '../state/song-edits'
import { SectionMenu } from './section-menu'

export const DRAG_TYPE = 'application/x-songpad-section'

const moveKeys = (['section.up', 'section.down'] as const)
  .map((id) => shortcutText(commandById(id).keys?.[0] ?? ''))
  .join(' / ')

type SectionHeaderProps = {
  index: number
  /** Not read here, but a change re-renders the menu, whose Move down depends on it. */
  count: number
  label: string
  repeat: number
  headingId: string
}

/** A section's handle, name, repeat count and menu; memo: a chord typed in its bars leaves it alone. */
export const SectionHeader = memo(function SectionHeader({
  index,
  label,
  repeat,
  headingId,
}: SectionHeaderProps) {
  const actions = useGridActions()
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <span
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(index))
          event.dataTransfer.effectAllowed = 'move'
        }}
        title={`Drag to reorder (or ${moveKeys})`}
        aria-hidden="true"
        className="print-hidden cursor-grab select-none px-1 text-base-content/70"
      >
        ⠿
      </span>
      <h2 id={headingId} className="sr-only">
        {label || `Section ${index + 1}`}
        {repeat > 1 ? `, played ${repeat} times` : ''}
      </h2>
      <input
        type="text"
        data-section-label={index}
        aria-label={`Name of section ${index + 1}`}
        value={label}
        maxLength={LABEL_MAX_LENGTH}
        onChange={(event) =>
          actions.dispatch(
            fieldEdit(`label-${index}`, (doc) => renameSection(doc, index, event.target.value)),
          )
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'Escape') {
            event.preventDefault()
            actions.select({ section: index, bar: 0, slot: 0 })
            actions.focusGrid()
          }
        }}
        className="input input-ghost input-sm w-40 text-lg font-bold"
      />
      <label className="print-hidden flex items-center gap-1 text-sm">
        <span aria-hidden="true">×</span>
        <input
          type="number"
          min={1}
          max={MAX_REPEAT}
          value={repeat}
          aria-label={`Times ${label || `section ${index + 1}`} is played`}
          onChange={(event) =>
            actions.dispatch({
              type: 'edit',
              edit: (doc) => setRepeat(doc, index, Number(event.target.value)),
            })
          }
          className="input input-sm w-16"
        />
      </label>
      <span className="print-only text-sm">{repeat > 1 ? `×${repeat}` : ''}</span>
      <div className="ms-auto print-hidden">
        <SectionMenu index={index} label={label} />
      </div>
    </div>
  )
})
