import type { HandPart } from '@/music/fingering'
import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'
import { keyboardRange } from '../keyboard-range'
import { listWords } from '../text'
import { PianoKeyboard } from './piano-keyboard'

const HAND_NAME = { right: 'Right hand', left: 'Left hand' }

function Hand({ part, data, title }: { part: HandPart; data: ChordPageData; title: string }) {
  const described = listWords(part.notes.map((n, i) => `${displayNote(n.note)} ${part.fingers[i]}`))
  return (
    <figure className="rounded-box border border-base-content/15 p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <p className="mt-1 text-sm text-base-content/80">
        {part.notes.map((n, i) => (
          <span key={n.midi} className="mr-3 inline-block">
            {displayNote(n.note)} <span className="font-semibold">{part.fingers[i]}</span>
          </span>
        ))}
      </p>
      <div className="mt-3">
        <PianoKeyboard
          range={keyboardRange(part.notes.map((n) => n.midi))}
          marked={part.notes.map((n, i) => ({ midi: n.midi, label: String(part.fingers[i]) }))}
          label={`${title} fingering for ${data.display}: ${described}`}
        />
      </div>
    </figure>
  )
}

/** Which finger goes where, for each hand (or both together for wide chords). */
export function ChordFingering({ data }: { data: ChordPageData }) {
  const { fingering } = data
  if (fingering.kind === 'one-hand') {
    return (
      <>
        <p>
          Fingers are numbered from the thumb (1) to the little finger (5). Either hand can play the
          whole chord:
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Hand part={fingering.right} data={data} title={HAND_NAME.right} />
          <Hand part={fingering.left} data={data} title={HAND_NAME.left} />
        </div>
      </>
    )
  }
  return (
    <>
      <p>
        {data.display} spans more than an octave, so pianists share it between the hands: the left
        hand holds the root and the right hand plays the other notes close together.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Hand part={fingering.left} data={data} title={`${HAND_NAME.left}: the root`} />
        <Hand part={fingering.right} data={data} title={`${HAND_NAME.right}: the rest`} />
      </div>
    </>
  )
}
