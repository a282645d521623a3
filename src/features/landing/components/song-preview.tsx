import { usePreviewPlayer } from '../hooks/use-preview-player'
import { PREVIEW_SONG } from '../preview-song'
import { previewStatusText } from '../preview-state'

/** A four-bar song to play on the spot; its sound loads on the first press of Play. */
export function SongPreview() {
  const { view, busy, toggle } = usePreviewPlayer(PREVIEW_SONG)
  const { title, bpm, bars } = PREVIEW_SONG
  return (
    <section
      aria-labelledby="preview-title"
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand/25 via-secondary/30 to-accent/40 blur-2xl"
      />
      <div className="rounded-box border border-base-content/10 bg-base-100 p-6 shadow-xl">
        <div className="flex items-center justify-between">
          <p id="preview-title" className="font-bold">
            {title}
          </p>
          <p className="text-sm text-base-content/75">Piano · {bpm} bpm · 4/4</p>
        </div>
        <ol aria-label="Chords, a bar each" className="mt-6 grid grid-cols-4 gap-2">
          {bars.map((bar, index) => (
            <li
              key={bar.chord}
              aria-current={view.bar === index ? 'true' : undefined}
              className="rounded-field bg-base-200 px-3 py-4 transition-colors aria-[current=true]:bg-brand aria-[current=true]:text-brand-content"
            >
              <span className="block text-2xl font-extrabold">{bar.chord}</span>
              <span className="mt-1 hidden truncate text-xs opacity-80 sm:block">{bar.lyric}</span>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex items-center gap-3">
          <button type="button" className="btn btn-primary" onClick={toggle}>
            {view.status === 'loading' ? (
              <span className="loading loading-spinner loading-sm" />
            ) : (
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d={busy ? 'M7 7h10v10H7z' : 'M8 5v14l11-7z'} fill="currentColor" />
              </svg>
            )}
            {busy ? 'Stop' : 'Play'}
          </button>
          <p role="status" className="text-sm text-base-content/80">
            {previewStatusText(view)}
          </p>
        </div>
      </div>
    </section>
  )
}
