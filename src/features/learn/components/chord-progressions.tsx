import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAccess } from '@/features/premium'
import { type Access, hasPremiumFeatures } from '@/lib/access'
import { catalogChord } from '@/music/chord-catalog'
import { displayNote, displaySymbol } from '@/music/note-names'
import { progressionParam } from '@/music/progression-param'
import type { Progression } from '@/music/progressions'
import type { ChordPageData } from '../chord-page-data'
import { ChordLink } from './chord-link'

/** The editor for premium and trial users; everyone else is invited to get there. */
export function progressionAction(access: Access, progression: Progression) {
  if (hasPremiumFeatures(access)) {
    const query = new URLSearchParams({ progression: progressionParam(progression) })
    return { to: `${paths.write.getHref()}?${query}`, label: 'Open in the editor' }
  }
  if (access === 'visitor') {
    return { to: paths.auth.getHref(), label: 'Sign up to write with this progression' }
  }
  return { to: paths.account.getHref(), label: 'Upgrade to write with this progression' }
}

function ProgressionItem({ progression, access }: { progression: Progression; access: Access }) {
  const action = progressionAction(access, progression)
  const chords = progression.chords.map((chord, index) => {
    const spec = catalogChord(chord.root, chord.quality)
    const own = index === progression.role
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a progression may repeat a chord.
      <li key={index} className={own ? 'font-bold' : undefined}>
        {spec ? (
          // A one-letter symbol ("C") is a small target: at least 24 px square for a finger.
          <ChordLink
            chord={spec}
            className="link inline-flex min-h-6 min-w-6 items-center justify-center"
          />
        ) : (
          displaySymbol(chord.symbol)
        )}
      </li>
    )
  })
  return (
    <li className="rounded-box border border-base-content/15 p-4">
      <p className="font-semibold">
        {progression.template.numerals}{' '}
        <span className="font-normal text-base-content/80">
          in {displayNote(progression.key.tonic)} {progression.key.mode}
        </span>
      </p>
      <p className="text-sm text-base-content/80">{progression.template.about}</p>
      <ol
        aria-label={`Chords of ${progression.template.numerals}`}
        className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-lg"
      >
        {chords}
      </ol>
      <Link to={action.to} className="btn btn-sm btn-outline mt-3">
        {action.label}
      </Link>
    </li>
  )
}

/** Common progressions with the chord in its usual place, each ready to open in the editor. */
export function ChordProgressions({ data }: { data: ChordPageData }) {
  // Static HTML is rendered signed out; the links switch once the session is known.
  const { access } = useAccess()
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {data.progressions.map((progression) => (
        <ProgressionItem
          key={`${progression.template.id}-${progression.role}`}
          progression={progression}
          access={access}
        />
      ))}
    </ul>
  )
}
