import { memo } from 'react'
import { FrettedDiagram } from '@/components/diagrams/fretted-diagram'
import { chordName } from '@/music/chord-symbol'
import { chordVoicing, INSTRUMENTS } from '@/music/instrument-voicing'
import type { Instrument } from '@/song/types'
import { PianoDiagram } from './piano-diagram'

/** One chord's picture on the instrument: a keyboard, or a guitar or ukulele chord box; memo: the strip redraws only new chords. */
export const ChordDiagram = memo(function ChordDiagram({
  symbol,
  instrument,
  small,
}: {
  symbol: string
  instrument: Instrument
  small?: boolean
}) {
  // The same voicing the player sounds.
  const voicing = chordVoicing(symbol, INSTRUMENTS[instrument] ?? 'piano')
  if (instrument === 0) {
    if (!voicing?.midi.length) return null
    return <PianoDiagram midi={voicing.midi} label={`Piano keys for ${symbol}`} small={small} />
  }
  const found = voicing?.shape
  if (!found) return <p className="text-sm">No chart for {symbol} yet.</p>
  return (
    <figure className="flex flex-col items-center">
      <FrettedDiagram
        instrument={found.instrument}
        shape={found.shape}
        chordName={symbol}
        size="compact"
        scale={small ? 0.75 : 1}
      />
      {found.simplified && !small && (
        <figcaption className="text-xs text-base-content/80">
          A simpler shape of the chord
        </figcaption>
      )}
    </figure>
  )
})

type ChordPanelProps = {
  /** The chord at the caret (or the one ringing there), as shown (transposed, capo shapes). */
  focus: string
  instrument: Instrument
}

/** The chord in focus, big, with its name in words; memo: most edits leave it as it is. */
export const ChordFocus = memo(function ChordFocus({ focus, instrument }: ChordPanelProps) {
  return (
    <section aria-labelledby="chord-focus-title" className="flex flex-col items-center gap-2">
      <h2 id="chord-focus-title" className="self-start text-lg font-bold">
        {focus ? (
          <>
            {focus}{' '}
            <span className="text-sm font-normal text-base-content/80">{chordName(focus)}</span>
          </>
        ) : (
          'Chord diagram'
        )}
      </h2>
      {focus ? (
        <ChordDiagram symbol={focus} instrument={instrument} />
      ) : (
        <p className="text-sm text-base-content/80">Select a chord to see how to play it.</p>
      )}
    </section>
  )
})

/** Every chord the song uses, each with its diagram. */
export const ChordStrip = memo(function ChordStrip({
  chords,
  instrument,
}: {
  chords: string[]
  instrument: Instrument
}) {
  if (chords.length === 0) return null
  return (
    // Under the whole song: skipped (style, layout, paint) until it comes near the screen.
    <section
      aria-labelledby="chord-strip-title"
      className="print-section [contain-intrinsic-size:auto_12rem] [content-visibility:auto]"
    >
      <h2 id="chord-strip-title" className="mb-2 text-lg font-bold">
        Chords in this song
      </h2>
      <ul className="flex flex-wrap gap-3">
        {chords.map((chord) => (
          <li key={chord} className="flex flex-col items-center rounded-box bg-base-200/60 p-2">
            <span className="font-semibold">{chord}</span>
            <ChordDiagram symbol={chord} instrument={instrument} small />
          </li>
        ))}
      </ul>
    </section>
  )
})
