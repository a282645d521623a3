import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'
import { noteWithKey, surprisingNote } from '../text'

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
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">
            The notes of {display} and how each stands to the root
          </caption>
          <thead>
            <tr className="border-b border-base-content/20">
              <th scope="col" className="py-2 pr-4">
                Note
              </th>
              <th scope="col" className="py-2 pr-4">
                Degree
              </th>
              <th scope="col" className="py-2 pr-4">
                Interval
              </th>
              <th scope="col" className="py-2">
                Semitones
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.tones.map((tone) => (
              <tr key={tone.interval} className="border-b border-base-content/10">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {displayNote(tone.note)}
                </th>
                <td className="py-2 pr-4">{tone.degree}</td>
                <td className="py-2 pr-4">{tone.intervalName}</td>
                <td className="py-2">{tone.semitones}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {odd.length > 0 && (
        <p className="mt-4 text-base-content/80">
          Spelled in thirds, each note keeps its own letter: {odd.map(noteWithKey).join(', ')}.
        </p>
      )}
    </>
  )
}
