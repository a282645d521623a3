import { memo } from 'react'
import type { Bar, SongDocument } from '@/song/types'

type SongSheetProps = {
  doc: SongDocument
  show: (symbol: string) => string
  playingBar: { section: number; bar: number } | null
}

const SheetBar = memo(function SheetBar({
  bar,
  show,
  playing,
  label,
}: {
  bar: Bar
  show: (symbol: string) => string
  playing: boolean
  label: string
}) {
  const text = bar.chords.map((slot) => (slot ? show(slot) : '')).filter(Boolean)
  return (
    <li
      aria-label={`${label}: ${text.length ? text.join(', ') : 'no new chord'}`}
      data-playing={playing || undefined}
      className={`flex min-h-12 items-center gap-1 rounded-box border-2 px-2 font-semibold ${
        playing ? 'border-brand bg-brand/15' : 'border-base-300 bg-base-100'
      }`}
    >
      {bar.chords.map((slot, k) => {
        const shown = slot ? show(slot) : bar.chords.length > 1 ? '·' : '–'
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are beat positions.
            key={k}
            aria-hidden="true"
            className={`flex-1 truncate text-center ${bar.chords.length > 1 ? 'text-sm' : 'text-lg'}`}
          >
            {shown}
          </span>
        )
      })}
    </li>
  )
})

/** The song read-only: sections of bars, the playing bar highlighted (the shared page, print). */
export function SongSheet({ doc, show, playingBar }: SongSheetProps) {
  return (
    <div className="flex flex-col gap-4">
      {doc.sections.map((section, s) => {
        const label = section.label || `Section ${s + 1}`
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are read in order.
            key={s}
            aria-labelledby={`sheet-${s}`}
            className="print-section rounded-box border border-base-300 bg-base-200/60 p-3 sm:p-4"
          >
            <h2 id={`sheet-${s}`} className="mb-2 text-lg font-bold">
              {label}
              {section.repeat > 1 && (
                <span className="ms-2 text-sm font-normal">×{section.repeat}</span>
              )}
            </h2>
            <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {section.bars.map((bar, b) => (
                <SheetBar
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position.
                  key={b}
                  bar={bar}
                  show={show}
                  playing={playingBar?.section === s && playingBar.bar === b}
                  label={`${label}, bar ${b + 1}`}
                />
              ))}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
