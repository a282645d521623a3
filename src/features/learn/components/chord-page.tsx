import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { displayNote } from '@/music/note-names'
import type { ChordPageData } from '../chord-page-data'
import { Breadcrumbs } from './breadcrumbs'
import { ChordFaqList } from './chord-faq-list'
import { ChordFingering } from './chord-fingering'
import { ChordHero } from './chord-hero'
import { ChordInversions } from './chord-inversions'
import { ChordKeys } from './chord-keys'
import { ChordLink } from './chord-link'
import { ChordProgressions } from './chord-progressions'
import { ChordTones } from './chord-tones'
import { EarQuizSection } from './ear-quiz-section'
import { FindChordForm } from './find-chord-form'
import { FrettedShapes } from './fretted-shapes'
import { JsonLd } from './json-ld'
import { OnDemand } from './on-demand'
import { RelatedChords } from './related-chords'
import { Section } from './section'

/** " (F#m7, F sharp minor 7)": the spellings a search may use, after the page's own. */
export const otherNamesNote = ({ otherNames }: ChordPageData): string =>
  otherNames.length ? ` (${otherNames.join(', ')})` : ''

export function chordPageTitle(data: ChordPageData): string {
  return `${data.label} piano chord${otherNamesNote(data)}: notes, fingering, inversions`
}

export function chordPageDescription(data: ChordPageData): string {
  const notes = data.facts.notes.map(displayNote).join(' ')
  // "C power chord" says all that "C power" does.
  const names = [...data.otherNames, data.name].filter(
    (name) => !data.otherNames.some((other) => other !== name && other.startsWith(name)),
  )
  return `How to play ${data.display} (${names.join(', ')}) on piano: the notes ${notes}, formula ${data.facts.tones
    .map((t) => t.degree)
    .join(' ')}, fingering for both hands, every inversion, and how it sounds.`
}

/** The page for one chord: everything on it is computed from the chord. */
export function ChordPage({ data }: { data: ChordPageData }) {
  const { faqs, copy } = data
  const path = paths.chord.getHref(data.slug)
  return (
    <article className="touch-targets mx-auto max-w-4xl px-4 pt-6 pb-16">
      <Seo title={chordPageTitle(data)} description={chordPageDescription(data)} path={path} />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <Breadcrumbs
          crumbs={[
            { label: 'Learn', to: paths.learn.getHref() },
            { label: 'Piano chords', to: `${paths.learn.getHref()}#chords` },
            { label: data.label },
          ]}
        />
        <FindChordForm />
      </div>
      <div className="mt-4">
        <ChordHero data={data} />
      </div>
      {data.twin && (
        <p className="mt-6">
          Same keys, other name: <ChordLink chord={data.twin} />. Which name a song uses depends on
          its key.
        </p>
      )}
      <Section id="notes" title="Notes, formula and intervals">
        <ChordTones data={data} />
      </Section>
      <Section id="fingering" title={`How to play ${data.label}: fingering`}>
        <ChordFingering data={data} />
      </Section>
      <Section id="inversions" title={`Inversions of ${data.label}`}>
        <ChordInversions data={data} />
      </Section>
      <Section id="check" title={`Play ${data.label} to check`}>
        <p className="mb-4">
          On a MIDI keyboard or on the keys here, in any octave: the page names the inversion, or
          the note missing or wrong.
        </p>
        <OnDemand
          label="Check my playing"
          load={() => import('./chord-check').then((module) => module.ChordCheck)}
          props={{ facts: data.facts, label: data.label }}
        />
      </Section>
      <EarQuizSection page={data.spec} />
      <Section id="keys" title={`Keys with ${data.label}`}>
        <ChordKeys data={data} />
      </Section>
      <Section id="progressions" title={`Progressions with ${data.label}`}>
        <p className="mb-4">
          {copy.use}{' '}
          <Link to={paths.learnArticle.getHref(copy.article)} className="link">
            Read more about chords like this one
          </Link>
          .
        </p>
        <ChordProgressions data={data} />
      </Section>
      <Section id="related" title="Related chords">
        <RelatedChords data={data} />
      </Section>
      <Section id="fretted" title={`${data.label} on guitar and ukulele`}>
        <FrettedShapes data={data} />
      </Section>
      <Section id="faq" title={`Questions about ${data.label}`}>
        <ChordFaqList faqs={faqs} />
      </Section>
      <JsonLd data={data.structuredData} />
    </article>
  )
}
