import { type ChordSpec, QUALITIES, ROOTS } from '@/music/chord-catalog'
import { displayNote } from '@/music/note-names'
import { ChordLink } from './chord-link'

/** Every chord page, one row per root, the qualities in the same order on every row. */
export function ChordDirectory({ visible }: { visible: (chord: ChordSpec) => boolean }) {
  const rows = ROOTS.map((root) => ({
    root,
    chords: QUALITIES.map((quality) => ({ root, quality })).filter(visible),
  })).filter((row) => row.chords.length > 0)
  if (!rows.length) return null
  return (
    <div className="grid gap-4">
      {rows.map(({ root, chords }) => (
        <section key={root.name} aria-labelledby={`root-${root.slug}`}>
          <h3 id={`root-${root.slug}`} className="text-lg font-bold">
            {displayNote(root.name)} chords
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {chords.map((chord) => (
              <li key={chord.quality.id}>
                <ChordLink
                  chord={chord}
                  className="btn btn-sm btn-ghost border border-base-content/15 normal-case"
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
