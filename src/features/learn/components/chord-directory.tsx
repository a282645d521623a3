import { useRef } from 'react'
import { paths } from '@/config/paths'
import { type ChordSpec, chordSlug, chordSymbol, QUALITIES, ROOTS } from '@/music/chord-catalog'
import { displayNote, displaySymbol } from '@/music/note-names'
import { useInAppLinks } from '../hooks/use-in-app-links'

// Plain links with plain styles: the directory is most of /learn's page, so its 527 links are what
// the phone styles, lays out and hydrates before the page is ready (the chord pages' speed budgets).
const LINK =
  'inline-flex h-8 items-center rounded-field border border-base-content/15 px-3 text-sm font-semibold hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

type ChordDirectoryProps = {
  visible: (chord: ChordSpec) => boolean
  /** While a search or a kind narrows the list, every root that has a match shows it. */
  filtering: boolean
}

/**
 * Every chord page, one disclosure per root with its qualities in the same order on every row. C is
 * open to show what is inside; the others open on demand, and a closed one costs the phone nothing
 * (its links are neither styled nor laid out) while staying in the page for search engines.
 */
export function ChordDirectory({ visible, filtering }: ChordDirectoryProps) {
  const ref = useRef<HTMLDivElement>(null)
  useInAppLinks(ref)
  const rows = ROOTS.map((root) => ({
    root,
    chords: QUALITIES.map((quality) => ({ root, quality })).filter(visible),
  })).filter((row) => row.chords.length > 0)
  return (
    <div ref={ref} className="grid gap-2">
      {rows.map(({ root, chords }, index) => (
        <details
          key={root.name}
          open={filtering || index === 0}
          className="rounded-box border border-base-content/10 px-4 py-2"
        >
          <summary className="cursor-pointer py-1">
            <h3 className="inline text-lg font-bold">{displayNote(root.name)} chords</h3>{' '}
            <span className="text-sm text-base-content/80">({chords.length})</span>
          </summary>
          <ul className="mt-2 mb-2 flex flex-wrap gap-2">
            {chords.map((chord) => (
              <li key={chord.quality.id}>
                <a href={paths.chord.getHref(chordSlug(chord))} className={LINK}>
                  {displaySymbol(chordSymbol(chord))}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  )
}
