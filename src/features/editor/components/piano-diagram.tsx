import { isWhiteKey } from '@/music/note-names'

/** A kind of key: its size, corner and outline, and its fill when not pressed (pressed: the brand's). */
type KeyKind = { width: number; height: number; rx: number; stroke: string; fill: string }

const WHITE: KeyKind = {
  width: 16,
  height: 64,
  rx: 2,
  stroke: 'stroke-neutral-700',
  fill: 'fill-white',
}
const BLACK: KeyKind = {
  width: 10,
  height: 40,
  rx: 1.5,
  stroke: 'stroke-neutral-800',
  fill: 'fill-neutral-800',
}

type Key = { midi: number; x: number; kind: KeyKind }

/** A small keyboard from C of the lowest note's octave to B of the highest, the chord's keys filled. */
export function PianoDiagram({
  midi,
  label,
  small,
}: {
  midi: number[]
  label: string
  small?: boolean
}) {
  const lowest = Math.min(...midi)
  const highest = Math.max(...midi)
  // Two octaves at least, from a C: every chord's picture the same size in the strip.
  const low = Math.floor(lowest / 12) * 12
  const high = Math.max(Math.floor(highest / 12) * 12 + 11, low + 23)
  const pressed = new Set(midi)
  const whites: Key[] = []
  const blacks: Key[] = []
  for (let key = low; key <= high; key += 1) {
    if (isWhiteKey(key)) whites.push({ midi: key, x: whites.length * WHITE.width, kind: WHITE })
    else blacks.push({ midi: key, x: whites.length * WHITE.width - BLACK.width / 2, kind: BLACK })
  }
  const width = whites.length * WHITE.width
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-1 -1 ${width + 2} ${WHITE.height + 2}`}
      width={small ? (width + 2) * 0.6 : width + 2}
      className="h-auto max-w-full"
    >
      {/* The black keys after the white ones: drawn over them. */}
      {[...whites, ...blacks].map(({ midi: key, x, kind }) => (
        <rect
          key={key}
          x={x}
          width={kind.width}
          height={kind.height}
          rx={kind.rx}
          className={`${kind.stroke} ${pressed.has(key) ? 'fill-brand' : kind.fill}`}
        />
      ))}
    </svg>
  )
}
