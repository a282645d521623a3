/** What the landing page's player shows: its status and the bar being heard (0-based). */
export type PreviewView =
  | { status: 'stopped' | 'loading' | 'error'; bar?: undefined }
  | { status: 'playing'; bar: number }

export const STOPPED: PreviewView = { status: 'stopped' }

/** The button shows Stop from the press until the music stops, loading included. */
export const isBusy = ({ status }: PreviewView): boolean =>
  status === 'loading' || status === 'playing'

const STATUS_TEXT: Record<PreviewView['status'], string> = {
  stopped: 'Press Play to hear it',
  loading: 'Loading…',
  playing: 'Playing',
  error: 'No sound here. Try again.',
}

export const previewStatusText = ({ status }: PreviewView): string => STATUS_TEXT[status]
