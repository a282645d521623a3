import { type Dispatch, memo, type SetStateAction, useId } from 'react'
import type { PlaybackSettings } from '../hooks/use-playback'
import { MAX_BPM, MIN_BPM } from '../state/tempo'

type PracticeControlsProps = {
  settings: PlaybackSettings
  setSettings: Dispatch<SetStateAction<PlaybackSettings>>
}

/** The tempo ramp's numbers: the bpm it starts at, what each time round adds, where it stops. */
const RAMP_FIELDS = [
  { key: 'startBpm', label: 'From (bpm)', min: MIN_BPM, max: MAX_BPM },
  { key: 'stepBpm', label: 'Add (bpm)', min: 1, max: 50 },
  { key: 'targetBpm', label: 'Up to (bpm)', min: MIN_BPM, max: MAX_BPM },
] as const

/** A typed number, whole and within the field's bounds (nothing or nonsense: the lowest). */
const within = (text: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number(text) || 0)))

/** Practice: what Loop repeats, a count-in of one or two bars, and a tempo that rises each time round. */
export const PracticeControls = memo(function PracticeControls({
  settings,
  setSettings,
}: PracticeControlsProps) {
  const id = useId()
  const { ramp } = settings
  const setRamp = (change: Partial<PlaybackSettings['ramp']>) =>
    setSettings((s) => ({ ...s, ramp: { ...s.ramp, ...change } }))
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="mb-1 font-medium">Practice</legend>
      <div role="radiogroup" aria-label="Loop" className="flex flex-wrap gap-x-4">
        {(
          [
            ['section', 'Loop the section'],
            ['selection', 'Loop the selected bars'],
          ] as const
        ).map(([span, label]) => (
          <label key={span} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="loop-span"
              className="radio radio-sm radio-primary"
              checked={settings.loopSpan === span}
              onChange={() => setSettings((s) => ({ ...s, loopSpan: span, loop: true }))}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="flex min-h-11 items-center gap-2">
        <label htmlFor={`${id}-count-in`}>Count-in length</label>
        <select
          id={`${id}-count-in`}
          className="select select-sm min-h-11 w-28"
          value={settings.countIn}
          onChange={(event) => setSettings((s) => ({ ...s, countIn: Number(event.target.value) }))}
        >
          <option value={0}>None</option>
          <option value={1}>1 bar</option>
          <option value={2}>2 bars</option>
        </select>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={ramp.on}
          onChange={() => setRamp({ on: !ramp.on })}
        />
        Speed up each time round the loop
      </label>
      {ramp.on && (
        <div className="flex flex-wrap items-end gap-2">
          {RAMP_FIELDS.map(({ key, label, min, max }) => (
            <label key={key} className="flex flex-col gap-1">
              {label}
              <input
                type="number"
                className="input input-sm min-h-11 w-20"
                min={min}
                max={max}
                value={ramp[key]}
                onChange={(event) => setRamp({ [key]: within(event.target.value, min, max) })}
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
})
