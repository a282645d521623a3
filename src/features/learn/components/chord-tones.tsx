import type { ChordTone } from '@/music/chord-theory'
import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'
import { noteWithKey, surprisingNote } from '../text'

const COLUMNS = ['Note', 'Degree', 'Interval', 'Semitones']
// The last column needs no gap on its right.
const headingClass = (column: string) => (column === 'Semitones' ? 'py-2' : 'py-2 pr-4')

/** The notes with their degree, interval and distance from the root. */
export function ChordTones({ data }: { data: ChordPageData }) {
  const { facts, display } = data
  const odd = facts.notes.filter(surprisingNote)
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Formula</dt>
        <dd>{facts.tones.map((t) => t.degree).join(' – ')}</dd>
        <dt className="font-semibold">Semitones</dt>
        <dd>{facts.tones.map((t) => t.semitones).join(' – ')}</dd>
      </dl>
      <ToneTable tones={facts.tones} display={display} />
      {odd.length > 0 && (
        <p className="mt-4 text-base-content/80">
          Spelled in thirds, each note keeps its own letter: {odd.map(noteWithKey).join(', ')}.
        </p>
      )}
    </>
  )
}

/** A row per note of the chord `display`, from the root up. */
function ToneTable({ tones, display }: { tones: ChordTone[]; display: string }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">
          The notes of {display} and how each stands to the root
        </caption>
        <thead>
          <tr className="border-b border-base-content/20">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={headingClass(column)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tones.map(({ interval, note, degree, intervalName, semitones }) => (
            <tr key={interval} className="border-b border-base-content/10">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {displayNote(note)}
              </th>
              <td className="py-2 pr-4">{degree}</td>
              <td className="py-2 pr-4">{intervalName}</td>
              <td className="py-2">{semitones}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
