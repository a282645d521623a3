import { type ClipboardEvent, useCallback, useEffect, useRef } from 'react'
import { barsIn, barsMounted, screenBars, useBarBudget } from '@/lib/use-first-screen'
import type { SongDocument } from '@/song/types'
import { commandById } from '../commands/registry'
import { commandTitle } from '../commands/shortcuts'
import { useGridActions } from '../hooks/grid-context'
import { useFollowPlaying } from '../hooks/use-follow-playing'
import { caretAt, type Selection } from '../state/selection'
import { moveSection } from '../state/song-edits'
import { SectionBlock } from './section-block'

type SongGridProps = {
  doc: SongDocument
  selection: Selection
  editing: { section: number; bar: number; slot: number; initial: string } | null
  playingBar: { section: number; bar: number } | null
  show: (symbol: string) => string
  songKey: string
  onCopy: (event: ClipboardEvent, cut: boolean) => void
  onPaste: (event: ClipboardEvent) => void
  /** Changes when the caret must take focus (after typing a chord, or a command from a menu). */
  focusToken: number
}

// The height of the bars still to mount, near enough that the page does not jump: a header for
// each section not begun, and a row of four bars (chords over words) per four bars.
const waitingHeight = (sections: readonly { bars: readonly unknown[] }[], shown: number[]) =>
  sections.reduce((rem, section, index) => {
    const waiting = section.bars.length - (shown[index] ?? 0)
    return rem + (shown[index] ? 0 : 4) + Math.ceil(waiting / 4) * 6.5
  }, 0)

/**
 * The chord grid: sections of bars of slot buttons with one tab stop (the caret); arrows, Tab and
 * the commands move it. Copy, cut and paste come as the browser's clipboard events.
 */
export function SongGrid({
  doc,
  selection,
  editing,
  playingBar,
  show,
  songKey,
  onCopy,
  onPaste,
  focusToken,
}: SongGridProps) {
  const { dispatch, runCommand } = useGridActions()
  const grid = useRef<HTMLElement>(null)
  const count = doc.sections.length
  useFollowPlaying(grid, playingBar)
  // A long song opens with its first screen and the section with the caret; the rest follows in
  // slices, waiting in a placeholder of about its height.
  const budget = useBarBudget(barsIn(doc.sections), screenBars())
  const shown = barsMounted(doc.sections, selection.section, budget)
  const mounted = shown.filter((bars) => bars > 0).length
  const waiting = waitingHeight(doc.sections, shown)

  // Keeps focus on the caret when it moves by keyboard (focus already inside the grid).
  const { section, bar, slot } = selection
  const lastToken = useRef(focusToken)
  useEffect(() => {
    const root = grid.current
    if (!root || editing) return
    const requested = lastToken.current !== focusToken
    lastToken.current = focusToken
    const active = document.activeElement
    // A text field in the grid (a words field) keeps its focus.
    const inGrid =
      active && root.contains(active) && !['INPUT', 'TEXTAREA'].includes(active.tagName)
    if (!requested && !inGrid) return
    const target = root.querySelector<HTMLElement>(`[data-slot="${section}-${bar}-${slot}"]`)
    if (target && target !== active) {
      // Focus without its forced layout; the scroll waits for the frame's own layout.
      target.focus({ preventScroll: true })
      requestAnimationFrame(() => target.scrollIntoView?.({ block: 'nearest' }))
    }
  }, [section, bar, slot, editing, focusToken])

  const dragSection = useCallback(
    (from: number, to: number) =>
      dispatch({
        type: 'edit',
        edit: (current) => moveSection(current, from, to),
        select: caretAt(to),
        announce: `Section moved to position ${to + 1}`,
      }),
    [dispatch],
  )

  return (
    <section
      ref={grid}
      data-song-grid
      aria-label="Song chords"
      aria-describedby="grid-help"
      onCopy={(event) => onCopy(event, false)}
      onCut={(event) => onCopy(event, true)}
      onPaste={onPaste}
      className="flex flex-col gap-4"
    >
      <p id="grid-help" className="sr-only">
        Arrow keys move between beats and bars, a letter A to G starts a chord, Enter edits it,
        Delete clears it, Shift with arrows selects bars. Down arrow or W goes to the words under
        the chord: there Tab goes on, Enter ends the line, Escape comes back. Escape leaves the
        grid. Press question mark for every shortcut.
      </p>
      {count === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center">
          This song is empty. Add a section (a verse, say), then type chords into its bars.
        </p>
      )}
      {doc.sections.slice(0, mounted).map((item, index) => (
        <SectionBlock
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place; their index is who they are.
          key={index}
          section={item}
          index={index}
          count={count}
          selection={selection.section === index ? selection : null}
          playingBar={playingBar?.section === index ? playingBar.bar : null}
          editing={editing?.section === index ? editing : null}
          show={show}
          songKey={editing?.section === index ? songKey : ''}
          onDragSection={dragSection}
          shownBars={shown[index] ?? 0}
        />
      ))}
      {waiting > 0 && <div aria-hidden="true" style={{ height: `${waiting}rem` }} />}
      {/* The command in the last section: a new one at the end. Its shortcut adds one after the
          caret's section, so it is only hinted. */}
      <button
        type="button"
        className="print-hidden btn btn-outline self-start"
        title={commandTitle(commandById('section.add'), 'Add a section')}
        onClick={() => runCommand('section.add', count - 1)}
      >
        + Add a section
      </button>
    </section>
  )
}
