import { FrettedDiagram } from '@/components/diagrams/fretted-diagram'
import {
  type FrettedShape,
  GUITAR,
  type Instrument,
  shapeCode,
  shapeNotes,
  UKULELE,
} from '@/music/fretted'
import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'
import { PlayButtons } from './play-buttons'

function Positions({
  title,
  instrument,
  shapes,
  data,
}: {
  title: string
  instrument: Instrument
  shapes: FrettedShape[]
  data: ChordPageData
}) {
  return (
    <section
      aria-label={`${data.label} on ${instrument.name}`}
      className="rounded-box border border-base-content/15 p-4"
    >
      <h3 className="font-semibold">{title}</h3>
      {shapes.length ? (
        <ol className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-4">
          {shapes.map((shape, index) => {
            const code = shapeCode(shape)
            return (
              <li key={code}>
                <figure>
                  <FrettedDiagram
                    instrument={instrument}
                    shape={shape}
                    chordName={data.display}
                    size={index === 0 ? 'full' : 'compact'}
                  />
                  <figcaption className="mt-1 text-sm">
                    {index === 0
                      ? 'Easiest'
                      : shape.barre
                        ? `Barre at fret ${shape.barre}`
                        : `Position ${index + 1}`}
                    {shape.bass && `, ${displayNote(shape.bass)} in the bass`}{' '}
                    <span className="font-mono text-base-content/80">{code}</span>
                  </figcaption>
                </figure>
                <PlayButtons
                  notes={shapeNotes(instrument, shape.frets)}
                  name={`${data.display} on ${instrument.name}, ${code}`}
                  size="compact"
                />
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="mt-2 text-base-content/80">
          We have no {instrument.name} shape for {data.display} we would teach with confidence
          {instrument.tuning.length < data.facts.notes.length &&
            `: it has ${data.facts.notes.length} notes and a ${instrument.name} only ${instrument.tuning.length} strings`}
          . Try a simpler chord on the same root.
        </p>
      )}
    </section>
  )
}

/** Guitar and ukulele positions from the chord database, the easiest first, each to hear. */
export function FrettedShapes({ data }: { data: ChordPageData }) {
  return (
    <>
      <p>
        The same chord on fretted instruments. Read each box with the lowest string on the left: ×
        means do not play the string, ○ means play it open.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Positions title="Guitar" instrument={GUITAR} shapes={data.guitar} data={data} />
        <Positions title="Ukulele" instrument={UKULELE} shapes={data.ukulele} data={data} />
      </div>
    </>
  )
}
