import { articles } from 'virtual:learn-articles'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { TitledSection } from '@/components/ui/titled-section'
import { paths } from '@/config/paths'
import { allChords, type ChordSpec, chordSlug, chordSymbol, QUALITIES } from '@/music/chord-catalog'
import { findChord } from '@/music/find-chord'
import { displaySymbol } from '@/music/note-names'
import { useInAppLinks } from '../hooks/use-in-app-links'
import { articleSearchWords, chordSearchWords, matches } from '../learn-search'
import { ArticleList } from './article-list'
import { ChordDirectory } from './chord-directory'
import { EarQuizSection } from './ear-quiz-section'

const CHORD_COUNT = allChords().length

// Built on the first search, not when the page loads: 527 chords' words are work a phone need not do
// before the page is ready, and most visits never search.
let searchIndex: { chords: Map<string, string[]>; articles: Map<string, string[]> } | undefined
const index = () =>
  (searchIndex ??= {
    chords: new Map(allChords().map((chord) => [chordSlug(chord), chordSearchWords(chord)])),
    articles: new Map(articles.map((article) => [article.slug, articleSearchWords(article)])),
  })

/** The most chords a search lists as what the words could mean; the directory below has them all. */
const MAX_CHOICES = 24

/** /learn: the articles and every chord page, filtered as you type; a chord's name opens its page. */
export function LearnIndexPage() {
  const [query, setQuery] = useState('')
  const [choices, setChoices] = useState<{ query: string; chords: ChordSpec[] }>()
  const navigate = useNavigate()
  const status = useRef<HTMLDivElement>(null)
  useInAppLinks(status)
  const open = useCallback(
    (typed: string, replace: boolean) => {
      const result = findChord(typed)
      if (result.kind === 'chord') {
        const page = paths.chord.getHref(chordSlug(result.chord))
        // A slash chord is the chord over one of its notes: its inversions show it.
        navigate(result.bass ? `${page}#inversions` : page, { replace })
        return
      }
      setChoices({ query: typed.trim(), chords: result.kind === 'choices' ? result.chords : [] })
    },
    [navigate],
  )
  // A search sent from a chord page's box (or a link): read once the page is live.
  const sent = useSearchParams()[0].get('q')
  useEffect(() => {
    if (!sent?.trim()) return
    setQuery(sent)
    open(sent, true)
  }, [sent, open])
  const [quality, setQuality] = useState('all')
  const deferred = useDeferredValue(query)
  const shownArticles = useMemo(
    () =>
      deferred.trim()
        ? articles.filter((article) => matches(deferred, index().articles.get(article.slug) ?? []))
        : articles,
    [deferred],
  )
  const visibleChord = useMemo(
    () => (chord: ChordSpec) =>
      (quality === 'all' || chord.quality.id === quality) &&
      (!deferred.trim() || matches(deferred, index().chords.get(chordSlug(chord)) ?? [])),
    [deferred, quality],
  )
  const chordCount = useMemo(() => allChords().filter(visibleChord).length, [visibleChord])
  return (
    <div className="touch-targets mx-auto max-w-5xl px-4 pt-10 pb-16">
      <Seo
        title="Learn piano chords and songwriting"
        description={`Every piano chord on ${CHORD_COUNT} pages, with notes, fingering, inversions and sound, and ${articles.length} guides to chords, progressions, keys, rhythm and songwriting.`}
        path={paths.learn.getHref()}
      />
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        Learn piano chords and songwriting
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-pretty text-base-content/80">
        Look up any chord, from C major to B♭13, or read a short guide to the ideas behind the songs
        you love.
      </p>
      <search className="mt-8 block">
        <form
          action={paths.learn.getHref()}
          onSubmit={(event) => {
            event.preventDefault()
            if (query.trim()) open(query, false)
          }}
        >
          <label htmlFor="learn-search" className="font-semibold">
            Search chords and articles
          </label>
          <div className="mt-2 flex max-w-xl gap-2">
            <input
              id="learn-search"
              name="q"
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setChoices(undefined)
              }}
              placeholder="Try F#m7, B flat major 7 or inversions"
              autoComplete="off"
              aria-describedby="learn-search-hint"
              className="input w-full"
            />
            <button type="submit" className="btn btn-primary">
              Open chord
            </button>
          </div>
          <p id="learn-search-hint" className="mt-2 text-sm text-base-content/80">
            Type a chord as you would write or say it, then press Enter to open its page.
          </p>
        </form>
        <div ref={status} role="status" className="mt-2 min-h-6 text-sm">
          {choices ? (
            <ChordChoices {...choices} />
          ) : deferred.trim() ? (
            <p className="text-base-content/80">
              {`${shownArticles.length} articles and ${chordCount} chords match “${deferred.trim()}”.`}
            </p>
          ) : null}
        </div>
      </search>
      <TitledSection titleId="articles-title" title="Articles" className="mt-8">
        <div className="mt-4">
          {shownArticles.length ? (
            <ArticleList articles={shownArticles} />
          ) : (
            <p className="text-base-content/80">No article matches your search.</p>
          )}
        </div>
      </TitledSection>
      <EarQuizSection />
      {/* The longest part of the page and, on a phone, far below the fold: laid out only near the screen. */}
      <TitledSection
        id="chords"
        titleId="chords-title"
        title="Piano chords"
        className="mt-12 scroll-mt-24 [contain-intrinsic-size:auto_80rem] [content-visibility:auto]"
      >
        <p className="mt-2 text-base-content/80">
          Every chord on every root, with its notes, fingering, inversions and sound.
        </p>
        <label htmlFor="learn-quality" className="mt-4 block font-semibold">
          Kind of chord
        </label>
        <select
          id="learn-quality"
          value={quality}
          onChange={(event) => setQuality(event.target.value)}
          className="select mt-2 w-full max-w-xs"
        >
          <option value="all">All kinds</option>
          {QUALITIES.map((q) => (
            <option key={q.id} value={q.id}>
              {q.name} ({q.short})
            </option>
          ))}
        </select>
        <div className="mt-4">
          {chordCount ? (
            <ChordDirectory
              visible={visibleChord}
              filtering={Boolean(deferred.trim()) || quality !== 'all'}
            />
          ) : (
            <p className="text-base-content/80">No chord matches your search.</p>
          )}
        </div>
      </TitledSection>
    </div>
  )
}

/** What a search that names no single chord could mean, or that it names none. */
function ChordChoices({ query, chords }: { query: string; chords: ChordSpec[] }) {
  if (!chords.length) {
    return (
      <p>{`No chord is called “${query}”. Try a name such as F#m7, Bb, C major 7 or A minor.`}</p>
    )
  }
  return (
    <>
      <p>{`“${query}” could be any of ${chords.length} chords:`}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {chords.slice(0, MAX_CHOICES).map((chord) => (
          <li key={chordSlug(chord)}>
            <a
              href={paths.chord.getHref(chordSlug(chord))}
              className="btn btn-sm btn-outline min-h-11 min-w-11"
            >
              {displaySymbol(chordSymbol(chord))}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
