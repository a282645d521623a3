import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useWakeLock } from '@/lib/use-wake-lock'
import type { SongDocument } from '@/song/types'
import { LeadSheet } from './lead-sheet'
import { tempoPlace } from './tempo-place'

/** The song as the page shows it, handed on to the view's lead sheet. */
type Sheet = {
  doc: SongDocument
  show: (symbol: string) => string
  songKey: string
  capo: number
  /** The bar the player is sounding: the sheet follows it while the song plays. */
  playingBar: { section: number; bar: number } | null
}

type PerformViewProps = Sheet & {
  /** Starts or stops the song's playback; leave out where there is no player. */
  onTogglePlay?: () => void
  playing?: boolean
  onClose: () => void
}

/** Where the playing line sits: a third down the screen, so the next lines show below it. */
const READING_LINE = 0.3

/** The top of an element inside the scroller, in the scroller's coordinates. */
const topIn = (scroller: HTMLElement, element: Element) =>
  element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop

/** The scroll position that puts `fraction` (0–1) of the way through a bar's line at the reading line. */
function scrollTargetFor(
  scroller: HTMLElement,
  place: { section: number; bar: number; fraction: number },
): number | null {
  const bar = scroller.querySelector(
    `[data-sheet-section="${place.section}"] [data-bar="${place.bar}"]`,
  )
  const line = bar?.closest('[data-line]')
  if (!bar || !line) return null
  const lines = [...scroller.querySelectorAll('[data-line]')]
  const next = lines[lines.indexOf(line) + 1]
  const bars = [...line.querySelectorAll(':scope > [data-bar]')]
  const through = (bars.indexOf(bar) + place.fraction) / Math.max(bars.length, 1)
  const top = topIn(scroller, line)
  const nextTop = next ? topIn(scroller, next) : top + line.getBoundingClientRect().height
  return top + (nextTop - top) * through - scroller.clientHeight * READING_LINE
}

/**
 * The lead sheet full screen in large type, for a phone or tablet on a music stand: it scrolls at
 * the song's tempo (Space starts and stops it) or follows the playback, and keeps the screen awake
 * where the browser allows. Escape leaves. A modal dialog, so the page's own shortcuts stay quiet.
 */
export function PerformView({
  onTogglePlay,
  playing = false,
  onClose,
  ...sheet
}: PerformViewProps) {
  const { doc, playingBar } = sheet
  const dialog = useRef<HTMLDialogElement>(null)
  const scroller = useRef<HTMLElement>(null)
  const [scrolling, setScrolling] = useState(false)
  // Seconds into the song the tempo scroll has reached: pausing and going on keeps the place.
  const elapsed = useRef(0)
  const awake = useWakeLock(true)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement as HTMLElement | null
    element.showModal()
    scroller.current?.focus()
    return () => {
      element.close()
      opener?.focus()
    }
  }, [])

  // Scrolling at the tempo: every frame, the place the song has reached at the reading line.
  useEffect(() => {
    if (!scrolling) return
    let frame = 0
    let last = performance.now()
    const step = (now: number) => {
      elapsed.current += (now - last) / 1000
      last = now
      const place = tempoPlace(doc.sections, doc.timeSignature.beats, doc.bpm, elapsed.current)
      const element = scroller.current
      if (!place || !element) {
        elapsed.current = 0
        setScrolling(false)
        return
      }
      const target = scrollTargetFor(element, place)
      if (target !== null) element.scrollTop = target
      frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [scrolling, doc])

  // While the song plays, the playing bar leads; the tempo scroll stands aside.
  useEffect(() => {
    const element = scroller.current
    if (!playingBar || !element) return
    setScrolling(false)
    const target = scrollTargetFor(element, { ...playingBar, fraction: 0 })
    if (target !== null) element.scrollTo({ top: target, behavior: 'smooth' })
  }, [playingBar])

  const toggleScrolling = () => setScrolling((on) => !on)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Space is this view's: it must not also press the focused button.
      event.preventDefault()
      toggleScrolling()
    }
  }

  const button = 'btn min-h-11 btn-sm sm:btn-md'
  return (
    <dialog
      ref={dialog}
      aria-label={`Perform ${doc.name || 'Untitled song'}`}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-base-100 p-0 text-base-content backdrop:bg-base-100"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center gap-2 border-b border-base-300 px-3 py-2">
          <button
            type="button"
            className={`${button} btn-primary`}
            aria-pressed={scrolling}
            aria-keyshortcuts="Space"
            onClick={toggleScrolling}
          >
            {scrolling ? 'Stop scrolling' : 'Scroll at tempo'}
          </button>
          {onTogglePlay && (
            <button type="button" className={`${button} btn-outline`} onClick={onTogglePlay}>
              {playing ? 'Stop playing' : 'Play along'}
            </button>
          )}
          <p className="text-sm text-base-content/80" role="status">
            {awake ? 'Screen kept awake' : ''}
          </p>
          <button
            type="button"
            className={`${button} btn-ghost ms-auto`}
            aria-keyshortcuts="Escape"
            onClick={onClose}
          >
            Leave perform view
          </button>
        </div>
        <section
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is read with the arrow keys.
          tabIndex={0}
          aria-label="Lead sheet"
          data-perform-scroller
          className="min-h-0 flex-1 overflow-y-auto px-4 pt-6 pb-[70vh] outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset sm:px-10"
        >
          <LeadSheet {...sheet} heading="h2" size="large" />
        </section>
      </div>
    </dialog>
  )
}
