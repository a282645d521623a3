import { type FrettedShape, type Instrument, shapeCode } from '@/music/fretted'

const FRETS_SHOWN = 5
// The nut (or top edge) and the line under each fret shown.
const FRET_LINES = Array.from({ length: FRETS_SHOWN + 1 }, (_, line) => line)

// A chord page's box, with the strings named under it, and the editor's, small enough for its
// panel and its chord strip.
const SIZES = {
  full: { stringGap: 22, fretGap: 28, top: 30, left: 28, right: 16, bottom: 24, dot: 7, nut: 4 },
  compact: {
    stringGap: 16,
    fretGap: 18,
    top: 22,
    left: 20,
    right: 12,
    bottom: 8,
    dot: 5.5,
    nut: 3,
  },
}
const TEXT = {
  full: { base: 'text-[12px]', mark: 'text-[13px]', markLift: 10 },
  compact: { base: 'text-[10px]', mark: 'text-[11px]', markLift: 7 },
}

type FrettedDiagramProps = {
  instrument: Instrument
  shape: FrettedShape
  /** The chord's name as shown, for screen readers. */
  chordName: string
  size?: keyof typeof SIZES
  /** Drawn size relative to the natural one. */
  scale?: number
}

/**
 * A chord box: strings upright, the nut (or the first fret shown, numbered) on top, dots where to
 * press, a bar across a barre, × muted and ○ open strings.
 */
export function FrettedDiagram({
  instrument,
  shape,
  chordName,
  size = 'full',
  scale = 1,
}: FrettedDiagramProps) {
  const { stringGap, fretGap, top, left, right, bottom, dot, nut } = SIZES[size]
  const text = TEXT[size]
  const pressed = shape.frets.filter((fret) => fret > 0)
  // Low shapes show the nut; higher ones start at their lowest fret, marked with its number.
  const base = Math.max(0, ...pressed) <= FRETS_SHOWN ? 1 : Math.min(...pressed)
  const strings = instrument.tuning.length
  const width = left + (strings - 1) * stringGap + right
  const height = top + FRETS_SHOWN * fretGap + bottom
  const x = (string: number) => left + string * stringGap
  const y = (fret: number) => top + (fret - base + 0.5) * fretGap
  return (
    <svg
      role="img"
      aria-label={`${instrument.name} chord box for ${chordName}: ${shapeCode(shape)}, lowest string first`}
      viewBox={`0 0 ${width} ${height}`}
      width={Math.round(width * scale)}
      height={Math.round(height * scale)}
      className="h-auto max-w-full"
    >
      {FRET_LINES.map((line) => (
        <line
          key={line}
          x1={x(0)}
          x2={x(strings - 1)}
          y1={top + line * fretGap}
          y2={top + line * fretGap}
          strokeWidth={line === 0 && base === 1 ? nut : 1}
          className="stroke-base-content"
        />
      ))}
      {instrument.tuning.map((_, s) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          key={`string-${s}`}
          x1={x(s)}
          x2={x(s)}
          y1={top}
          y2={top + FRETS_SHOWN * fretGap}
          className="stroke-base-content"
        />
      ))}
      {base > 1 && (
        <text x={4} y={y(base) + 4} className={`fill-base-content ${text.base}`}>
          {base}
        </text>
      )}
      {shape.barre !== undefined && shape.barre >= base && (
        <rect
          x={x(shape.frets.indexOf(shape.barre)) - dot}
          y={y(shape.barre) - dot}
          width={
            x(shape.frets.lastIndexOf(shape.barre)) - x(shape.frets.indexOf(shape.barre)) + 2 * dot
          }
          height={2 * dot}
          rx={dot}
          className="fill-brand"
        />
      )}
      {shape.frets.map((fret, s) =>
        fret <= 0 ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
            key={`mark-${s}`}
            x={x(s)}
            y={top - text.markLift}
            textAnchor="middle"
            className={`fill-base-content ${text.mark}`}
          >
            {fret < 0 ? '×' : '○'}
          </text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: strings are fixed positions.
          <circle key={`dot-${s}`} cx={x(s)} cy={y(fret)} r={dot} className="fill-brand" />
        ),
      )}
      {size === 'full' &&
        instrument.strings.map((name, s) => (
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
