import { memo, useState } from 'react'
import { LABEL_MAX_LENGTH } from '../document/limits'
import type { Section } from '../document/types'
import { useGridActions } from '../hooks/grid-context'
import type { Selection } from '../state/selection'
import { emptyBar, insertBars, MAX_REPEAT, renameSection, setRepeat } from '../state/song-edits'
import { BarCell } from './bar-cell'
import { SectionMenu } from './section-menu'

type SectionBlockProps = {
  section: Section
  index: number
  count: number
  /** The selection when it is in this section, else null (other sections skip re-rendering). */
  selection: Selection | null
  playingBar: number | null
  editing: { bar: number; slot: number; initial: string } | null
  show: (symbol: string) => string
  songKey: string
  onDragSection: (from: number, to: number) => void
}

const DRAG_TYPE = 'application/x-songpad-section'

/** A labelled section: its name, repeat count and tools, then its bars. */
export const SectionBlock = memo(function SectionBlock({
  section,
  index,
  count,
  selection,
  playingBar,
  editing,
  show,
  songKey,
  onDragSection,
}: SectionBlockProps) {
  const actions = useGridActions()
  const [dropTarget, setDropTarget] = useState(false)
  const first = selection ? Math.min(selection.anchorBar, selection.bar) : -1
  const last = selection ? Math.max(selection.anchorBar, selection.bar) : -1
  const headingId = `section-${index}-label`
  return (
    <section
      aria-labelledby={headingId}
      data-section={index}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
        event.preventDefault()
        setDropTarget(true)
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        setDropTarget(false)
        const from = Number(event.dataTransfer.getData(DRAG_TYPE))
        if (Number.isInteger(from)) onDragSection(from, index)
      }}
      className={`${selection ? '' : 'song-section '}print-section rounded-box border bg-base-200/60 p-3 sm:p-4 ${
        dropTarget ? 'border-primary border-dashed' : 'border-base-300'
      }`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, String(index))
            event.dataTransfer.effectAllowed = 'move'
          }}
          title="Drag to reorder (or Alt+↑ / Alt+↓)"
          aria-hidden="true"
          className="print-hidden cursor-grab select-none px-1 text-base-content/70"
        >
          ⠿
        </span>
        <h2 id={headingId} className="sr-only">
          {section.label || `Section ${index + 1}`}
          {section.repeat > 1 ? `, played ${section.repeat} times` : ''}
        </h2>
        <input
          type="text"
          data-section-label={index}
          aria-label={`Name of section ${index + 1}`}
          value={section.label}
          maxLength={LABEL_MAX_LENGTH}
          onChange={(event) =>
            actions.dispatch({
              type: 'edit',
              edit: (doc) => renameSection(doc, index, event.target.value),
              coalesce: `label-${index}`,
              at: Date.now(),
            })
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === 'Escape') {
              event.preventDefault()
              actions.select({ section: index, bar: 0, slot: 0 })
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
            value={section.repeat}
            aria-label={`Times ${section.label || `section ${index + 1}`} is played`}
            onChange={(event) =>
              actions.dispatch({
                type: 'edit',
                edit: (doc) => setRepeat(doc, index, Number(event.target.value)),
              })
            }
            className="input input-sm w-16"
          />
        </label>
        <span className="print-only text-sm">{section.repeat > 1 ? `×${section.repeat}` : ''}</span>
        <div className="ms-auto print-hidden">
          <SectionMenu index={index} count={count} label={section.label} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {section.bars.map((bar, b) => (
          <BarCell
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position in the section.
            key={b}
            bar={bar}
            section={index}
            index={b}
            sectionLabel={section.label || `Section ${index + 1}`}
            caretSlot={selection && selection.bar === b ? selection.slot : null}
            inRange={first !== last && b >= first && b <= last}
            playing={playingBar === b}
            editing={editing && editing.bar === b ? editing : null}
            show={show}
            songKey={editing && editing.bar === b ? songKey : ''}
          />
        ))}
        <button
          type="button"
          onClick={() => {
            const at = section.bars.length
            actions.dispatch({
              type: 'edit',
              edit: (doc) => insertBars(doc, { section: index, bar: at }, [emptyBar()]),
              select: { section: index, bar: at, slot: 0, anchorBar: at },
              announce: `Bar ${at + 1} added`,
            })
          }}
          className="print-hidden btn btn-ghost btn-sm min-h-14 border-2 border-dashed border-base-300"
          aria-label={`Add a bar to ${section.label || `section ${index + 1}`}`}
        >
          + Bar
        </button>
      </div>
    </section>
  )
})
