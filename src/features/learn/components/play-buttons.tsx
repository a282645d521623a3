import type { PlayMode } from '@/audio/sampled-piano'
import { type PlayerStatus, useChordPlayer } from '../hooks/use-chord-player'

const STATUS_TEXT: Record<PlayerStatus, string> = {
  idle: '',
  loading: 'Loading the piano…',
  playing: 'Playing',
  error: 'The piano could not play here. Check your connection and sound, then try again.',
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  )
}

type PlayButtonsProps = {
  notes: number[]
  name: string
  /** compact: a single small Play button, for the inversions. */
  size?: 'full' | 'compact'
}

/** Hear a voicing as a block chord or an arpeggio. */
export function PlayButtons({ notes, name, size = 'full' }: PlayButtonsProps) {
  const { status, play } = useChordPlayer()
  const press = (mode: PlayMode) => () => {
    void play(notes, mode)
  }
  const busy = status === 'loading'
  const compact = size === 'compact'
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={compact ? 'btn btn-sm btn-outline' : 'btn btn-primary'}
        onClick={press('block')}
        disabled={busy}
        aria-label={`Play ${name}`}
      >
        <PlayIcon />
        Play
      </button>
      {!compact && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={press('arpeggio')}
          disabled={busy}
          aria-label={`Play ${name} as an arpeggio`}
        >
          Arpeggio
        </button>
      )}
      <p role="status" className={`text-sm text-base-content/80 ${compact ? '' : 'min-h-6'}`}>
        {STATUS_TEXT[status]}
      </p>
    </div>
  )
}
