import { isWhiteKey } from '@/music/note-names'

const WHITE_W = 16
const WHITE_H = 64
const BLACK_W = 10
const BLACK_H = 40

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
  const whites: { midi: number; x: number }[] = []
  const blacks: { midi: number; x: number }[] = []
  for (let key = low; key <= high; key += 1) {
    if (isWhiteKey(key)) whites.push({ midi: key, x: whites.length * WHITE_W })
    else blacks.push({ midi: key, x: whites.length * WHITE_W - BLACK_W / 2 })
  }
  const width = whites.length * WHITE_W
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-1 -1 ${width + 2} ${WHITE_H + 2}`}
      width={small ? (width + 2) * 0.6 : width + 2}
      className="h-auto max-w-full"
    >
      {whites.map(({ midi: key, x }) => (
        <rect
          key={key}
          x={x}
          width={WHITE_W}
          height={WHITE_H}
          rx={2}
          className={`stroke-neutral-700 ${pressed.has(key) ? 'fill-brand' : 'fill-white'}`}
        />
      ))}
      {blacks.map(({ midi: key, x }) => (
        <rect
          key={key}
          x={x}
          width={BLACK_W}
          height={BLACK_H}
          rx={1.5}
          className={`stroke-neutral-800 ${pressed.has(key) ? 'fill-brand' : 'fill-neutral-800'}`}
        />
      ))}
    </svg>
  )
}
