import { type FrettedShape, type Instrument, shapeCode } from '@/music/fretted'

const GAP_X = 16
const GAP_Y = 18
const FRETS = 5
const TOP = 22
const LEFT = 20

/** A small chord box: strings upright, dots where to press, × muted and ○ open strings. */
export function FretDiagram({
  instrument,
  shape,
  chord,
  small,
}: {
  instrument: Instrument
  shape: FrettedShape
  chord: string
  small?: boolean
}) {
  const pressed = shape.frets.filter((fret) => fret > 0)
  const base = Math.max(0, ...pressed) <= FRETS ? 1 : Math.min(...pressed)
  const strings = instrument.tuning.length
  const width = LEFT + (strings - 1) * GAP_X + 12
  const height = TOP + FRETS * GAP_Y + 8
  const x = (string: number) => LEFT + string * GAP_X
  const y = (fret: number) => TOP + (fret - base + 0.5) * GAP_Y
  return (
    <svg
      role="img"
      aria-label={`${instrument.name} ${chord}: ${shapeCode(shape)}, lowest string first`}
      viewBox={`0 0 ${width} ${height}`}
      width={small ? width * 0.75 : width}
      className="h-auto max-w-full"
    >
      {Array.from({ length: FRETS + 1 }, (_, line) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: fret lines are fixed positions.
          key={`f${line}`}
          x1={x(0)}
          x2={x(strings - 1)}
          y1={TOP + line * GAP_Y}
          y2={TOP + line * GAP_Y}
          strokeWidth={line === 0 && base === 1 ? 3 : 1}
          className="stroke-base-content"
        />
      ))}
      {instrument.tuning.map((_, s) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          key={`s${s}`}
          x1={x(s)}
          x2={x(s)}
          y1={TOP}
          y2={TOP + FRETS * GAP_Y}
          className="stroke-base-content"
        />
      ))}
      {base > 1 && (
        <text x={2} y={y(base) + 4} className="fill-base-content text-[10px]">
          {base}
        </text>
      )}
      {shape.frets.map((fret, s) =>
        fret > 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          <circle key={`d${s}`} cx={x(s)} cy={y(fret)} r={5.5} className="fill-brand" />
        ) : (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
            key={`d${s}`}
            x={x(s)}
            y={TOP - 7}
            textAnchor="middle"
            className="fill-base-content text-[11px]"
          >
            {fret < 0 ? '×' : '○'}
          </text>
        ),
      )}
    </svg>
  )
}
