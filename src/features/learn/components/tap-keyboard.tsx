import { type KeyboardEvent, useRef, useState } from 'react'
import { displayNote, isWhiteKey, pitchClassName } from '@/music/note-names'

/** Key sizes in px: a black key is still a 44 px target. */
const WHITE_W = 56
const BLACK_W = 44

/** "C♯4", or "D♭4" for a chord spelled with flats. */
export const keyLabel = (midi: number, flats: boolean) =>
  displayNote(`${pitchClassName(midi, flats)}${Math.floor(midi / 12) - 1}`)

type TapKeyboardProps = {
  low: number
  high: number
  /** Keys shown pressed. */
  pressed: readonly number[]
  flats: boolean
  onTap: (midi: number) => void
}

/**
 * A piano keyboard to play on: each key a toggle button. One tab stop; the arrow keys move
 * between keys (Home and End to the ends), Space or Enter presses one.
 */
export function TapKeyboard({ low, high, pressed, flats, onTap }: TapKeyboardProps) {
  const [focused, setFocused] = useState(low)
  const keys = useRef(new Map<number, HTMLButtonElement>())
  const midis = Array.from({ length: high - low + 1 }, (_, i) => low + i)
  let whites = 0
  const placed = midis.map((midi) => {
    const black = !isWhiteKey(midi)
    const left = black ? whites * WHITE_W - BLACK_W / 2 : whites * WHITE_W
    if (!black) whites += 1
    return { midi, black, left }
  })

  const move = (event: KeyboardEvent, midi: number) => {
    const to = {
      ArrowRight: midi + 1,
      ArrowLeft: midi - 1,
      Home: low,
      End: high,
    }[event.key]
    if (to === undefined || to < low || to > high) return
    event.preventDefault()
    setFocused(to)
    keys.current.get(to)?.focus()
  }

  return (
    <div className="overflow-x-auto pb-2">
      <fieldset
        aria-label={`Piano keys, ${keyLabel(low, flats)} to ${keyLabel(high, flats)}`}
        className="relative h-40"
        style={{ width: whites * WHITE_W }}
      >
        {/* White keys first, so the black ones lie on top. */}
        {[...placed.filter((k) => !k.black), ...placed.filter((k) => k.black)].map(
          ({ midi, black, left }) => {
            const on = pressed.includes(midi)
            const label = keyLabel(midi, flats)
            const colours = on
              ? 'bg-brand text-brand-content'
              : black
                ? 'bg-neutral-800 text-white'
                : 'bg-white text-neutral-700'
            return (
              <button
                key={midi}
                ref={(node) => {
                  if (node) keys.current.set(midi, node)
                  else keys.current.delete(midi)
                }}
                type="button"
                aria-label={label}
                aria-pressed={on}
                tabIndex={midi === focused ? 0 : -1}
                onClick={() => {
                  setFocused(midi)
                  onTap(midi)
                }}
                onKeyDown={(event) => move(event, midi)}
                className={`absolute top-0 flex items-end justify-center rounded-b-md border border-neutral-700 pb-2 text-xs font-semibold focus-visible:z-20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info ${colours} ${black ? 'z-10 h-24' : 'h-40'}`}
                style={{ left, width: black ? BLACK_W : WHITE_W }}
              >
                {!black && label}
              </button>
            )
          },
        )}
      </fieldset>
    </div>
  )
}
