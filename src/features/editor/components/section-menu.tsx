import { useGridActions } from '../hooks/grid-context'
import { deleteSection, duplicateSection, moveSection } from '../state/song-edits'
import { CopyIcon, DownIcon, TrashIcon, UpIcon } from './section-icons'

const caretIn = (section: number) => ({ section, bar: 0, slot: 0, anchorBar: 0 })

/** A section's tools: move up and down (drag works too), duplicate, delete (undo brings it back). */
export function SectionMenu({
  index,
  count,
  label,
}: {
  index: number
  count: number
  label: string
}) {
  const { dispatch } = useGridActions()
  const name = label || `section ${index + 1}`
  const button = 'btn btn-ghost btn-sm btn-square'
  return (
    <div className="flex gap-0.5">
      <button
        type="button"
        className={button}
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        title="Move up (Alt+↑)"
        onClick={() =>
          dispatch({
            type: 'edit',
            edit: (doc) => moveSection(doc, index, index - 1),
            select: caretIn(index - 1),
          })
        }
      >
        <UpIcon />
      </button>
      <button
        type="button"
        className={button}
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        title="Move down (Alt+↓)"
        onClick={() =>
          dispatch({
            type: 'edit',
            edit: (doc) => moveSection(doc, index, index + 1),
            select: caretIn(index + 1),
          })
        }
      >
        <DownIcon />
      </button>
      <button
        type="button"
        className={button}
        aria-label={`Duplicate ${name}`}
        title="Duplicate"
        onClick={() =>
          dispatch({
            type: 'edit',
            edit: (doc) => duplicateSection(doc, index),
            select: caretIn(index + 1),
            announce: `${label || 'Section'} duplicated`,
          })
        }
      >
        <CopyIcon />
      </button>
      <button
        type="button"
        className={`${button} text-error`}
        aria-label={`Delete ${name}`}
        title="Delete (undo brings it back)"
        onClick={() =>
          dispatch({
            type: 'edit',
            edit: (doc) => deleteSection(doc, index),
            select: caretIn(Math.max(index - 1, 0)),
            announce: `${label || 'Section'} deleted. Undo with Ctrl+Z.`,
          })
        }
      >
        <TrashIcon />
      </button>
    </div>
  )
}
