import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { type ChordSpec, chordSlug, chordSymbol } from '@/music/chord-catalog'
import { displaySymbol } from '@/music/note-names'

/** A chord symbol that opens the chord's page. */
export function ChordLink({ chord, className = 'link' }: { chord: ChordSpec; className?: string }) {
  return (
    <Link to={paths.chord.getHref(chordSlug(chord))} className={className}>
      {displaySymbol(chordSymbol(chord))}
    </Link>
  )
}
