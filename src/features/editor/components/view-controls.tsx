import { memo } from 'react'
import { LabelledSelect } from '@/components/ui/labelled-select'
import type { Instrument } from '@/song/types'
import { commandById } from '../commands/registry'
import { ariaKeyShortcuts } from '../commands/shortcuts'
import {
  type DisplayOptions,
  NOTATIONS,
  type Notation,
  transposedBy,
  transposedKey,
} from '../state/display'

type ViewControlsProps = {
  display: DisplayOptions
  /** The editor's keyboard shortcuts work here (not on the shared page). */
  shortcuts?: boolean
  onChange: (display: DisplayOptions) => void
  instrument: Instrument
  songKey: string
}

const CAPO_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((fret) => ({
  value: fret,
  label: fret === 0 ? 'None' : String(fret),
}))

/** Transpose, capo (guitar) and how chords are written: names, Roman numerals, Nashville numbers. */
export const ViewControls = memo(function ViewControls({
  display,
  onChange,
  shortcuts,
  instrument,
  songKey,
}: ViewControlsProps) {
  const { transpose } = display
  const set = (patch: Partial<DisplayOptions>) => onChange({ ...display, ...patch })
  // The editor's transpose commands, run on this view's own options (the shared page has no editor).
  const step = (id: 'view.transpose-down' | 'view.transpose-up', semitones: number) => {
    const command = commandById(id)
    return {
      'aria-label': command.label,
      'aria-keyshortcuts': shortcuts ? ariaKeyShortcuts(command) : undefined,
      disabled: transposedBy(display, semitones).transpose === transpose,
      onClick: () => onChange(transposedBy(display, semitones)),
    }
  }
  const shown = transpose > 0 ? `+${transpose}` : String(transpose)
  const newKey = songKey ? transposedKey(songKey, transpose) : ''
  return (
    <section aria-label="Display" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <fieldset className="flex items-center gap-1 text-sm">
        <legend className="float-left me-1">Transpose</legend>
        <div className="join">
          <button
            type="button"
            className="btn btn-sm join-item"
            {...step('view.transpose-down', -1)}
          >
            −
          </button>
          <output
            aria-live="polite"
            aria-label={`Transposed ${shown} semitones${newKey ? `, key ${newKey}` : ''}`}
            className="join-item flex min-w-16 items-center justify-center border border-base-300 px-2 text-sm font-semibold"
          >
            {shown}
            {newKey && transpose !== 0 ? ` (${newKey})` : ''}
          </output>
          <button type="button" className="btn btn-sm join-item" {...step('view.transpose-up', 1)}>
            +
          </button>
        </div>
      </fieldset>
      {instrument === 1 && (
        <LabelledSelect
          label="Capo"
          inlineWidth="w-20"
          value={display.capo}
          options={CAPO_OPTIONS}
          onChange={(capo) => set({ capo: Number(capo) })}
        />
      )}
      <LabelledSelect
        label="Show"
        name="Show chords as"
        inlineWidth="w-44"
        value={display.notation}
        // Numerals need a key.
        options={NOTATIONS.map(({ id, label }) => ({
          value: id,
          label,
          disabled: id !== 'names' && !songKey,
        }))}
        onChange={(notation) => set({ notation: notation as Notation })}
      />
    </section>
  )
})
