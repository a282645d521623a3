import { type Dispatch, memo } from 'react'
import { MIX_PARTS, type Mix, type MixPart } from '@/audio/mix'
import type { EditorAction } from '../state/editor-reducer'
import { fieldEdit } from '../state/field-edit'

const PART_NAMES: Record<MixPart, string> = {
  chords: 'Chords',
  bass: 'Bass',
  drums: 'Drums',
  metronome: 'Metronome',
}

/** A volume and a mute for each part; kept with the song, heard at once while playing. */
export const Mixer = memo(function Mixer({
  mix,
  dispatch,
}: {
  mix: Mix
  dispatch: Dispatch<EditorAction>
}) {
  const change = (part: MixPart, channel: Partial<Mix[MixPart]>) =>
    dispatch(
      fieldEdit(`mix-${part}`, (doc) => ({
        ...doc,
        mix: { ...doc.mix, [part]: { ...doc.mix[part], ...channel } },
      })),
    )
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">Mixer</legend>
      {MIX_PARTS.map((part) => {
        const { volume, muted } = mix[part]
        const name = PART_NAMES[part]
        return (
          <div key={part} className="flex min-h-11 items-center gap-2 text-sm">
            <span className="w-20 shrink-0">{name}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(volume * 100)}
              aria-label={`${name} volume`}
              aria-valuetext={
                muted ? `${Math.round(volume * 100)} %, muted` : `${Math.round(volume * 100)} %`
              }
              className="range range-xs range-primary min-w-0 flex-1"
              onChange={(event) => change(part, { volume: Number(event.target.value) / 100 })}
            />
            <button
              type="button"
              aria-pressed={muted}
              aria-label={`Mute ${name.toLowerCase()}`}
              className={`btn btn-sm min-h-11 min-w-16 ${muted ? 'btn-warning' : 'btn-ghost'}`}
              onClick={() => change(part, { muted: !muted })}
            >
              {muted ? 'Muted' : 'Mute'}
            </button>
          </div>
        )
      })}
    </fieldset>
  )
})
