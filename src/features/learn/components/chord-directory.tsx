import { useRef } from 'react'
import { paths } from '@/config/paths'
import { type ChordSpec, chordSlug, chordSymbol, QUALITIES, ROOTS } from '@/music/chord-catalog'
import { displayNote, displaySymbol } from '@/music/note-names'
import { useInAppLinks } from '../hooks/use-in-app-links'

// Plain links with plain styles: the directory is most of /learn's page, so its 340 links are what
// the phone styles, lays out and hydrates before the page is ready (issue 3's budgets).
const LINK =
  'inline-flex h-8 items-center rounded-field border border-base-content/15 px-3 text-sm font-semibold hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

/** Every chord page, one row per root, the qualities in the same order on every row. */
export function ChordDirectory({ visible }: { visible: (chord: ChordSpec) => boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useInAppLinks(ref)
  const rows = ROOTS.map((root) => ({
    root,
    chords: QUALITIES.map((quality) => ({ root, quality })).filter(visible),
  })).filter((row) => row.chords.length > 0)
  return (
    <div ref={ref} className="grid gap-4">
      {rows.map(({ root, chords }) => (
        <section key={root.name} aria-labelledby={`root-${root.slug}`}>
          <h3 id={`root-${root.slug}`} className="text-lg font-bold">
            {displayNote(root.name)} chords
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {chords.map((chord) => (
              <li key={chord.quality.id}>
                <a href={paths.chord.getHref(chordSlug(chord))} className={LINK}>
                  {displaySymbol(chordSymbol(chord))}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
