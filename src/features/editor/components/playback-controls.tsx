import { memo } from 'react'
import { type EditorUi, shortName } from '../commands/command-types'
import { type CommandId, commandById } from '../commands/registry'
import { ariaKeyShortcuts } from '../commands/shortcuts'
import type { PlaybackSettings, PlaybackState } from '../hooks/use-playback'
import { MAX_BPM, MIN_BPM } from '../state/tempo'

type PlaybackControlsProps = {
  state: PlaybackState
  settings: PlaybackSettings
  bpm: number
  ui: EditorUi
  onBpm: (bpm: number) => void
  /** The shared view has no document to change: tempo is then only for listening. */
  compact?: boolean
}

// The shared view plays without an editor, so these controls take the commands' names and keys
// but call the player themselves.
const nameOf = (id: CommandId) => shortName(commandById(id))

/** A playback setting as a switch named by its command. */
function CommandSwitch({
  id,
  on,
  onToggle,
  keys,
}: {
  id: CommandId
  on: boolean
  onToggle: () => void
  keys: (id: CommandId) => string | undefined
}) {
  return (
    <label className="flex cursor-pointer items-center gap-1.5 text-sm">
      <input
        type="checkbox"
        className="toggle toggle-sm toggle-primary"
        checked={on}
        onChange={onToggle}
        aria-keyshortcuts={keys(id)}
      />
      {nameOf(id)}
    </label>
  )
}

/** Play and stop, play from the caret, loop, metronome, count-in and tempo (changes while playing). */
export const PlaybackControls = memo(function PlaybackControls({
  state,
  settings,
  bpm,
  ui,
  onBpm,
  compact,
}: PlaybackControlsProps) {
  const playing = state === 'playing'
  // The shared view has no keyboard shortcuts.
  const keysOf = (id: CommandId) => (compact ? undefined : ariaKeyShortcuts(commandById(id)))
  return (
    <section aria-label="Playback" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        className={`btn btn-sm ${playing ? 'btn-secondary' : 'btn-primary'} min-w-24`}
        onClick={ui.togglePlay}
        aria-keyshortcuts={keysOf('play.toggle')}
        disabled={state === 'loading'}
      >
        {state === 'loading' ? 'Loading…' : playing ? '■ Stop' : '▶ Play'}
      </button>
      {!compact && (
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={ui.playFromSelection}
          aria-keyshortcuts={keysOf('play.from-bar')}
        >
          {nameOf('play.from-bar')}
        </button>
      )}
      {!compact && (
        <CommandSwitch id="play.loop" on={settings.loop} onToggle={ui.toggleLoop} keys={keysOf} />
      )}
      <CommandSwitch
        id="play.metronome"
        on={settings.metronome}
        onToggle={ui.toggleMetronome}
        keys={keysOf}
      />
      <CommandSwitch
        id="play.count-in"
        on={settings.countIn > 0}
        onToggle={ui.toggleCountIn}
        keys={keysOf}
      />
      <label className="flex items-center gap-1.5 text-sm">
        Tempo
        <input
          type="number"
          min={MIN_BPM}
          max={MAX_BPM}
          value={bpm}
          onChange={(event) => {
            const value = Number(event.target.value)
            if (value >= MIN_BPM && value <= MAX_BPM) onBpm(Math.round(value))
          }}
          className="input input-sm w-20"
        />
        <span className="text-base-content/80">bpm</span>
      </label>
      {state === 'error' && (
        <p role="alert" className="text-sm text-error">
          Sound could not start. Check that the browser may play audio, then press Play again.
        </p>
      )}
    </section>
  )
})
