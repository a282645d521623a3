import { displayNote, displaySymbol } from '@/music/note-names'
import type { Voicing } from '@/music/voicing'
import type { ChordPageData } from '../chord-page-data'
import { voicingRange } from '../keyboard-range'
import { PianoKeyboard } from './piano-keyboard'
import { PlayButtons } from './play-buttons'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function VoicingCard({ voicing, data }: { voicing: Voicing; data: ChordPageData }) {
  const notes = voicing.notes.map((n) => displayNote(n.note))
  return (
    <figure className="rounded-box border border-base-content/15 p-4">
      <figcaption>
        <span className="font-semibold">{capitalised(voicing.label)}</span>{' '}
        <span className="font-mono text-brand">{displaySymbol(voicing.symbol)}</span>
        <span className="block text-sm text-base-content/80">{notes.join(' – ')}</span>
      </figcaption>
      <div className="mt-3 grid gap-3">
        <PianoKeyboard
          range={voicingRange(data, voicing)}
          marked={voicing.notes.map((n) => ({ midi: n.midi, label: displayNote(n.note) }))}
          label={`${displaySymbol(voicing.symbol)}, ${voicing.label}: ${notes.join(', ')}`}
        />
        <PlayButtons
          notes={voicing.notes.map((n) => n.midi)}
          name={displaySymbol(voicing.symbol)}
          size="compact"
        />
      </div>
    </figure>
  )
}

/** Every inversion, each with its own keyboard and slash name. */
export function ChordInversions({ data }: { data: ChordPageData }) {
  return (
    <>
      <p>
        An inversion puts another chord tone in the bass. The chord keeps its name; the slash says
        which note is lowest.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {data.inversions.map((voicing) => (
          <VoicingCard key={voicing.inversion} voicing={voicing} data={data} />
        ))}
      </div>
    </>
  )
}
