import { memo, useRef } from 'react'
import { BAR_WORDS_MAX_LENGTH } from '@/song/limits'
import type { Bar } from '@/song/types'
import { useGridActions } from '../hooks/grid-context'
import { PresenceBadges } from '../presence/presence-badges'
import { wordSlots, wordsOwner } from '../state/words-flow'
import { ChordEntry } from './chord-entry'
import { slotLabel } from './slot-label'
import { WordsField } from './words-field'

type BarCellProps = {
  bar: Bar
  section: number
  index: number
  sectionLabel: string
  /** The caret's slot when the caret is in this bar, else null (so other bars skip re-rendering). */
  caretSlot: number | null
  inRange: boolean
  playing: boolean
  /** The slot being typed into, with the text typed so far, when it is in this bar. */
  editing: { slot: number; initial: string } | null
  show: (symbol: string) => string
  /** The key for completions: given only to the bar being typed in, so a key change re-renders no other bar. */
  songKey: string
  /** The syllables of the lyric line ending with this bar; null where no line with words ends. */
  syllables: number | null
  /** The bar before ends a lyric line. */
  afterLineEnd: boolean
}

/**
 * One bar: a slot button per chord (one for the bar, or one per beat), and under them the words
 * sung from each chord on. Memoised: 300 bars stay fast.
 */
export const BarCell = memo(function BarCell({
  bar,
  section,
  index,
  sectionLabel,
  caretSlot,
  inRange,
  playing,
  editing,
  show,
  songKey,
  syllables,
  afterLineEnd,
}: BarCellProps) {
  const actions = useGridActions()
  const cell = useRef<HTMLDivElement>(null)
  const perBeat = bar.chords.length > 1
  const slots = bar.chords.length
  const wordsAt = wordSlots(bar)
  const caretWords = caretSlot === null ? -1 : wordsOwner(bar, caretSlot)
  const lineId = `line-${section}-${index}`
  const where = (k: number) =>
    slotLabel({
      section: sectionLabel,
      bar: index,
      beat: perBeat ? k : undefined,
      shown: '',
    }).replace(/: empty$/, '')
  const otherWords = (k: number) =>
    bar.words.reduce((sum, part, i) => sum + (i === k ? 0 : part.length), 0)
  return (
    <div
      ref={cell}
      data-bar={`${section}-${index}`}
      data-playing={playing || undefined}
      className={`relative flex flex-col rounded-box border-2 bg-base-100 transition-colors ${
        playing
          ? 'border-brand bg-brand/15'
          : inRange
            ? 'border-primary bg-primary/10'
            : 'border-base-300'
      }`}
    >
      <PresenceBadges barId={bar.id} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-1.5 text-[10px] text-base-content/70"
      >
        {index + 1}
      </span>
      {(syllables !== null || bar.lineEnd) && (
        <>
          <span
            aria-hidden="true"
            title={
              syllables === null ? 'The line ends here' : `${syllables} syllables in this line`
            }
            className="pointer-events-none absolute top-0.5 right-1.5 text-[11px] text-base-content/70"
          >
            {bar.lineEnd ? '↵ ' : ''}
            {syllables === null ? '' : `${syllables} syl.`}
          </span>
          <span id={lineId} className="sr-only">
            {syllables === null
              ? 'A line ends here.'
              : `The line ends here: ${syllables} syllable${syllables === 1 ? '' : 's'}.`}
          </span>
        </>
      )}
      <div className="flex min-h-14">
        {bar.chords.map((slot, k) => {
          const cursor = { section, bar: index, slot: k }
          const shown = slot ? show(slot) : ''
          const isCaret = caretSlot === k
          // Under the entry: only its look changes (its tab stop stays, so focus can come straight back).
          const covered = editing?.slot === k
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are beat positions.
              key={k}
              type="button"
              data-slot={`${section}-${index}-${k}`}
              tabIndex={isCaret ? 0 : -1}
              aria-label={slotLabel({
                section: sectionLabel,
                bar: index,
                beat: perBeat ? k : undefined,
                shown,
                held: perBeat && k > 0,
              })}
              aria-current={isCaret ? 'true' : undefined}
              onClick={(event) => actions.select(cursor, event.shiftKey)}
              // Shift-click extends the range: keep focus (and the caret) where the range started.
              onMouseDown={(event) => event.shiftKey && event.preventDefault()}
              onFocus={() => {
                if (!isCaret) actions.select(cursor)
              }}
              onDoubleClick={() => actions.startEdit(cursor)}
              className={`flex min-w-0 flex-1 items-center justify-center rounded-field px-1 pt-3 pb-1 font-semibold outline-none ${
                perBeat ? 'text-sm' : 'text-lg'
              } ${isCaret && !covered ? 'bg-primary/20 ring-2 ring-primary ring-inset' : ''} focus-visible:ring-4 focus-visible:ring-primary`}
            >
              <span className={covered ? 'invisible' : 'truncate'}>
                {shown || (perBeat && k > 0 ? '·' : '–')}
              </span>
            </button>
          )
        })}
      </div>
      <div
        className="grid border-base-300 border-t"
        style={{ gridTemplateColumns: `repeat(${slots}, minmax(0, 1fr))` }}
      >
        {wordsAt.map((k, i) => (
          <div key={k} style={{ gridColumn: `span ${(wordsAt[i + 1] ?? slots) - k}` }}>
            <WordsField
              section={section}
              bar={index}
              slot={k}
              words={bar.words[k] ?? ''}
              label={`Words, ${where(k)}`}
              tabStop={caretWords === k}
              afterLineEnd={afterLineEnd}
              describedBy={syllables !== null || bar.lineEnd ? lineId : undefined}
              maxLength={Math.max(BAR_WORDS_MAX_LENGTH - otherWords(k), 0)}
            />
          </div>
        ))}
      </div>
      {/* Over its slot: when the entry closes, focus goes straight back to the slot. */}
      {editing && (
        <ChordEntry
          initial={editing.initial}
          songKey={songKey}
          label={`Chord for ${slotLabel({ section: sectionLabel, bar: index, beat: perBeat ? editing.slot : undefined, shown: '' }).replace(/: empty$/, '')}`}
          place={{
            left: `${(editing.slot / bar.chords.length) * 100}%`,
            right: `${((bar.chords.length - editing.slot - 1) / bar.chords.length) * 100}%`,
          }}
          onCommit={(symbol, then) =>
            actions.commitChord({ section, bar: index, slot: editing.slot }, symbol, then)
          }
          onCancel={actions.cancelEdit}
          returnFocus={() =>
            cell.current
              ?.querySelector<HTMLElement>(`[data-slot="${section}-${index}-${editing.slot}"]`)
              ?.focus({ preventScroll: true })
          }
        />
      )}
    </div>
  )
})
