import type { ReactNode } from 'react'
import { CardList } from '@/components/ui/card-list'

// What the editor and the learn pages do today: every line is a feature a user can find.
const FEATURES = [
  {
    title: 'Chords, bar by bar',
    text: 'Lay out verse, chorus and bridge with a chord per bar or per beat, and change key in a click.',
  },
  {
    title: 'Hear it as you write',
    text: 'Play it back on piano, guitar or ukulele at your tempo, with a metronome and loops.',
  },
  {
    title: 'Share and export',
    text: 'Send your band a read-only link, or export MIDI, ChordPro and a print-ready PDF.',
  },
  {
    title: 'Learn as you go',
    text: 'A page for every piano chord, with guitar and ukulele shapes, and articles on harmony.',
  },
]

/** The features, then `children` (the calls to action) at the end of the section. */
export function FeatureList({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="features-title"
      className="border-t border-base-content/10 bg-base-200/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="features-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          From first idea to a song you can share
        </h2>
        <CardList
          cards={FEATURES}
          tone="base"
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        />
        {children}
      </div>
    </section>
  )
}
