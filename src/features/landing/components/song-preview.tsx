import { LeadSheet } from '@/components/lead-sheet/lead-sheet'
import { usePreviewPlayer } from '../hooks/use-preview-player'
import { PREVIEW_SONG } from '../preview-song'
import { previewStatusText } from '../preview-state'

/** A four-bar song to play on the spot; its sound loads on the first press of Play. */
export function SongPreview() {
  const { view, busy, toggle } = usePreviewPlayer(PREVIEW_SONG)
  const { doc, key } = PREVIEW_SONG
  const { beats, unit } = doc.timeSignature
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
          <h2 id="preview-title" className="font-bold">
            {doc.name}
          </h2>
          <p className="text-sm text-base-content/75">
            Piano · {doc.bpm} bpm · {beats}/{unit}
          </p>
        </div>
        {/* Exactly what a shared song or a printout shows: the lead sheet of a real song. */}
        <div className="sheet-on-screen mt-4">
          <LeadSheet
            doc={doc}
            songKey={key}
            heading={null}
            sectionHeading="h3"
            playingBar={view.bar === undefined ? null : { section: 0, bar: view.bar }}
          />
        </div>
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
