import { isWhiteKey } from '@/music/note-names'
import { type KeyboardRange, whiteCount } from '../keyboard-range'

export type MarkedKey = { midi: number; label: string }

type PianoKeyboardProps = {
  range: KeyboardRange
  marked: MarkedKey[]
  /** What the picture shows, for screen readers. */
  label: string
  /** Drawn size relative to the natural one (one white key = 30 px). */
  scale?: number
}

const WHITE_W = 30
const WHITE_H = 130
const BLACK_W = 18
const BLACK_H = 82
/** More white keys than this and the keyboard scrolls on narrow screens. */
const WIDE_KEYBOARD = 13

type Key = { midi: number; x: number; black: boolean }

// White keys side by side; each black key straddles the line after the white key below it.
function layout({ low, high }: KeyboardRange): { keys: Key[]; width: number } {
  const keys: Key[] = []
  let whites = 0
  for (let midi = low; midi <= high; midi += 1) {
    if (isWhiteKey(midi)) {
      keys.push({ midi, x: whites * WHITE_W, black: false })
      whites += 1
    } else {
      keys.push({ midi, x: whites * WHITE_W - BLACK_W / 2, black: true })
    }
  }
  return { keys, width: whites * WHITE_W }
}

// Black keys are drawn after the white ones, so they lie on top.
const WHITE_KEY = {
  width: WHITE_W,
  height: WHITE_H,
  radius: 3,
  stroke: 'stroke-neutral-700',
  fill: 'fill-white',
  labelInset: 14,
  labelSize: 'text-[13px]',
}
const BLACK_KEY = {
  width: BLACK_W,
  height: BLACK_H,
  radius: 2,
  stroke: 'stroke-neutral-800',
  fill: 'fill-neutral-800',
  labelInset: 10,
  labelSize: 'text-[10px]',
}

/** A piano keyboard with the chord's keys filled in and named (or numbered with fingers). */
export function PianoKeyboard({ range, marked, label, scale = 1 }: PianoKeyboardProps) {
  const { keys, width } = layout(range)
  const labels = new Map(marked.map((key) => [key.midi, key.label]))
  const whites = keys.filter((key) => !key.black)
  const blacks = keys.filter((key) => key.black)
  const height = WHITE_H + 2
  const picture = (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-1 -1 ${width + 2} ${height}`}
      width={Math.round((width + 2) * scale)}
      height={Math.round(height * scale)}
      className="h-auto max-w-full select-none"
    >
      {[...whites, ...blacks].map(({ midi, x, black }) => {
        const key = black ? BLACK_KEY : WHITE_KEY
        const name = labels.get(midi)
        return (
          <g key={midi}>
            <rect
              x={x}
              y={0}
              width={key.width}
              height={key.height}
              rx={key.radius}
              className={`${key.stroke} ${name ? 'fill-brand' : key.fill}`}
            />
            {name && (
              <text
                x={x + key.width / 2}
                y={key.height - key.labelInset}
                textAnchor="middle"
                className={`fill-brand-content font-bold ${key.labelSize}`}
              >
                {name}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
  // Wide keyboards keep readable keys on a phone and scroll sideways instead of shrinking.
  if (whiteCount(range) <= WIDE_KEYBOARD) return picture
  return (
    <section
      aria-label={`${label} (scrolls sideways)`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto"
    >
      <div className="min-w-[34rem]">{picture}</div>
    </section>
  )
}
