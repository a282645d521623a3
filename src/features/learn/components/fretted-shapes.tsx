import { FrettedDiagram } from '@/components/diagrams/fretted-diagram'
import { type FrettedShape, GUITAR, type Instrument, shapeCode, UKULELE } from '@/music/fretted'
import type { ChordPageData } from '../chord-page-data'

function Shape({
  title,
  instrument,
  shape,
  data,
}: {
  title: string
  instrument: Instrument
  shape?: FrettedShape
  data: ChordPageData
}) {
  return (
    <figure className="rounded-box border border-base-content/15 p-4">
      <figcaption className="font-semibold">
        {title}
        {shape && (
          <span className="ml-2 font-mono font-normal text-base-content/80">
            {shapeCode(shape)}
          </span>
        )}
      </figcaption>
      {shape ? (
        <div className="mt-3">
          <FrettedDiagram instrument={instrument} shape={shape} chordName={data.display} />
        </div>
      ) : (
        <p className="mt-2 text-base-content/80">
          We have no {instrument.name} shape for {data.display} we would teach with confidence
          {instrument.tuning.length < data.facts.notes.length &&
            `: it has ${data.facts.notes.length} notes and a ${instrument.name} only ${instrument.tuning.length} strings`}
          . Try a simpler chord on the same root.
        </p>
      )}
    </figure>
  )
}

/** Guitar and ukulele shapes, as a bonus for players of both. */
export function FrettedShapes({ data }: { data: ChordPageData }) {
  return (
    <>
      <p>
        The same chord on fretted instruments. Read each box with the lowest string on the left: ×
        means do not play the string, ○ means play it open.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Shape title="Guitar" instrument={GUITAR} shape={data.guitar} data={data} />
        <Shape title="Ukulele" instrument={UKULELE} shape={data.ukulele} data={data} />
      </div>
    </>
  )
}
