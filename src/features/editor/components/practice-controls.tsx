import { type Dispatch, memo, type SetStateAction, useId } from 'react'
import type { PlaybackSettings } from '../hooks/use-playback'
import { MAX_BPM, MIN_BPM } from '../state/tempo'

type PracticeControlsProps = {
  settings: PlaybackSettings
  setSettings: Dispatch<SetStateAction<PlaybackSettings>>
}

const number = 'input input-sm min-h-11 w-20'

/** Practice: what Loop repeats, a count-in of one or two bars, and a tempo that rises each time round. */
export const PracticeControls = memo(function PracticeControls({
  settings,
  setSettings,
}: PracticeControlsProps) {
  const id = useId()
  const { ramp } = settings
  const setRamp = (change: Partial<PlaybackSettings['ramp']>) =>
    setSettings((s) => ({ ...s, ramp: { ...s.ramp, ...change } }))
  const bpm = (value: string) =>
    Math.min(MAX_BPM, Math.max(MIN_BPM, Math.round(Number(value) || 0)))
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
          <label className="flex flex-col gap-1">
            From (bpm)
            <input
              type="number"
              className={number}
              min={MIN_BPM}
              max={MAX_BPM}
              value={ramp.startBpm}
              onChange={(event) => setRamp({ startBpm: bpm(event.target.value) })}
            />
          </label>
          <label className="flex flex-col gap-1">
            Add (bpm)
            <input
              type="number"
              className={number}
              min={1}
              max={50}
              value={ramp.stepBpm}
              onChange={(event) =>
                setRamp({
                  stepBpm: Math.min(50, Math.max(1, Math.round(Number(event.target.value) || 1))),
                })
              }
            />
          </label>
          <label className="flex flex-col gap-1">
            Up to (bpm)
            <input
              type="number"
              className={number}
              min={MIN_BPM}
              max={MAX_BPM}
              value={ramp.targetBpm}
              onChange={(event) => setRamp({ targetBpm: bpm(event.target.value) })}
            />
          </label>
        </div>
      )}
    </fieldset>
  )
})
