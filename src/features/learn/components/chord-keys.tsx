import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'

/** The major and minor keys whose scale holds the chord, with its Roman numeral in each. */
export function ChordKeys({ data }: { data: ChordPageData }) {
  if (!data.keys.length) {
    return (
      <p>
        No major or minor key holds every note of {data.label}. Songs borrow it for colour, as a
        passing chord or from a neighbouring key.
      </p>
    )
  }
  return (
    <>
      <p>
        The Roman numeral says where {data.label} sits in each key: upper case for major chords,
        lower case for minor.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
        {data.keys.map((k) => (
          <li
            key={`${k.key.tonic}-${k.key.mode}`}
            className="rounded-box border border-base-content/15 px-3 py-2"
          >
            <span className="block text-lg font-bold text-brand">{k.numeral}</span>
            <span className="block">
              in {displayNote(k.key.tonic)} {k.key.mode}
            </span>
            {(k.harmonic || k.spelledRoot) && (
              <span className="block text-xs text-base-content/80">
                {k.harmonic && 'harmonic minor'}
                {k.harmonic && k.spelledRoot && ', '}
                {k.spelledRoot && `written ${displayNote(k.spelledRoot)}`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
