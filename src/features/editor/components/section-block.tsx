import { memo, useMemo, useState } from 'react'
import type { Section } from '@/song/types'
import { useGridActions } from '../hooks/grid-context'
import type { Selection } from '../state/selection'
import { lineSyllables } from '../state/syllables'
import { BarCell } from './bar-cell'
import { DRAG_TYPE, SectionHeader } from './section-header'

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
  /** Bars mounted so far (a long song mounts in slices); the rest, and the add button, follow. */
  shownBars: number
}

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
  shownBars,
}: SectionBlockProps) {
  const actions = useGridActions()
  const [dropTarget, setDropTarget] = useState(false)
  const first = selection ? Math.min(selection.anchorBar, selection.bar) : -1
  const last = selection ? Math.max(selection.anchorBar, selection.bar) : -1
  const headingId = `section-${index}-label`
  // Counted again only when the section's bars change; a bar re-renders only when its count does.
  const syllables = useMemo(() => lineSyllables(section.bars), [section.bars])
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
      <SectionHeader
        index={index}
        count={count}
        label={section.label}
        repeat={section.repeat}
        headingId={headingId}
      />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {section.bars.slice(0, shownBars).map((bar, b) => (
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
            syllables={syllables[b] ?? null}
            afterLineEnd={section.bars[b - 1]?.lineEnd ?? false}
          />
        ))}
        {shownBars === section.bars.length && (
          <button
            type="button"
            // The command at the section's last bar: a new bar at its end.
            onClick={() => actions.runCommand('bar.add', index, section.bars.length - 1)}
            className="print-hidden btn btn-ghost btn-sm min-h-14 border-2 border-dashed border-base-300"
            aria-label={`Add a bar to ${section.label || `section ${index + 1}`}`}
          >
            + Bar
          </button>
        )}
      </div>
    </section>
  )
})
