import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'
import { voicingRange } from '../keyboard-range'
import { listWords } from '../text'
import { PianoKeyboard } from './piano-keyboard'
import { PlayButtons } from './play-buttons'

/** The answer first: the chord's notes on a keyboard, in words, and to hear. */
export function ChordHero({ data }: { data: ChordPageData }) {
  const { display, name, root, facts } = data
  const notes = facts.notes.map(displayNote)
  return (
    <header>
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">Piano chord</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
        {`${data.label} piano chord`}
        {data.otherNames.length > 0 && (
          <span className="mt-2 block text-xl font-bold text-base-content/80 sm:text-2xl">
            {data.otherNames.join(', ')}
          </span>
        )}
      </h1>
      <p className="mt-4 text-lg text-pretty">
        The {name} chord ({display}) has {notes.length} notes: {listWords(notes)}. {data.copy.sound}
      </p>
      <ul aria-label={`Notes of ${display}`} className="mt-5 flex flex-wrap gap-2">
        {notes.map((note) => (
          <li
            key={note}
            className="min-w-12 rounded-field bg-brand px-3 py-1 text-center text-xl font-bold text-brand-content"
          >
            {note}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PianoKeyboard
          range={voicingRange(data, root)}
          marked={root.notes.map((n) => ({ midi: n.midi, label: displayNote(n.note) }))}
          label={`Piano keyboard with the keys of ${display} marked: ${root.notes
            .map((n) => displayNote(n.name))
            .join(', ')}`}
          scale={1.25}
        />
      </div>
      <div className="mt-4">
        <PlayButtons notes={root.notes.map((n) => n.midi)} name={display} />
      </div>
    </header>
  )
}
