import { type FrettedShape, type Instrument, shapeCode } from '@/music/fretted'

const STRING_GAP = 22
const FRET_GAP = 28
const FRETS_SHOWN = 5
const TOP = 30
const LEFT = 28
// The nut (or top edge) and the line under each fret shown.
const FRET_LINES = Array.from({ length: FRETS_SHOWN + 1 }, (_, line) => line)

/** A chord box: strings upright, the nut (or the first fret shown) on top, dots where to press. */
export function FrettedDiagram({
  instrument,
  shape,
  chordName,
}: {
  instrument: Instrument
  shape: FrettedShape
  chordName: string
}) {
  const pressed = shape.frets.filter((fret) => fret > 0)
  const highest = Math.max(0, ...pressed)
  // Low shapes show the nut; higher ones start at their lowest fret, marked with its number.
  const base = highest <= FRETS_SHOWN ? 1 : Math.min(...pressed)
  const strings = instrument.tuning.length
  const width = LEFT + (strings - 1) * STRING_GAP + 16
  const height = TOP + FRETS_SHOWN * FRET_GAP + 24
  const x = (string: number) => LEFT + string * STRING_GAP
  const y = (fret: number) => TOP + (fret - base + 0.5) * FRET_GAP
  const code = shapeCode(shape)
  return (
    <svg
      role="img"
      aria-label={`${instrument.name} chord box for ${chordName}: ${code}, lowest string first`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="h-auto max-w-full"
    >
      {FRET_LINES.map((line) => (
        <line
          key={line}
          x1={x(0)}
          x2={x(strings - 1)}
          y1={TOP + line * FRET_GAP}
          y2={TOP + line * FRET_GAP}
          strokeWidth={line === 0 && base === 1 ? 4 : 1}
          className="stroke-base-content"
        />
      ))}
      {instrument.tuning.map((_, s) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          key={`string-${s}`}
          x1={x(s)}
          x2={x(s)}
          y1={TOP}
          y2={TOP + FRETS_SHOWN * FRET_GAP}
          className="stroke-base-content"
        />
      ))}
      {base > 1 && (
        <text x={4} y={y(base) + 4} className="fill-base-content text-[12px]">
          {base}
        </text>
      )}
      {shape.barre !== undefined && shape.barre >= base && (
        <rect
          x={x(shape.frets.indexOf(shape.barre)) - 7}
          y={y(shape.barre) - 7}
          width={x(shape.frets.lastIndexOf(shape.barre)) - x(shape.frets.indexOf(shape.barre)) + 14}
          height={14}
          rx={7}
          className="fill-brand"
        />
      )}
      {shape.frets.map((fret, s) =>
        fret <= 0 ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
            key={`mark-${s}`}
            x={x(s)}
            y={TOP - 10}
            textAnchor="middle"
            className="fill-base-content text-[13px]"
          >
            {fret < 0 ? '×' : '○'}
          </text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          <circle key={`dot-${s}`} cx={x(s)} cy={y(fret)} r={7} className="fill-brand" />
        ),
      )}
      {instrument.strings.map((name, s) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          key={`name-${s}`}
          x={x(s)}
          y={height - 6}
          textAnchor="middle"
          className="fill-base-content text-[11px]"
        >
          {name}
        </text>
      ))}
    </svg>
  )
}
