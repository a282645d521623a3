import { articles } from 'virtual:learn-articles'
import { useDeferredValue, useMemo, useState } from 'react'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { allChords, type ChordSpec, chordSlug, QUALITIES } from '@/music/chord-catalog'
import { articleSearchWords, chordSearchWords, matches } from '../learn-search'
import { ArticleList } from './article-list'
import { ChordDirectory } from './chord-directory'

const CHORD_COUNT = allChords().length

// Built on the first search, not when the page loads: 340 chords' words are work a phone need not do
// before the page is ready, and most visits never search.
let searchIndex: { chords: Map<string, string[]>; articles: Map<string, string[]> } | undefined
const index = () =>
  (searchIndex ??= {
    chords: new Map(allChords().map((chord) => [chordSlug(chord), chordSearchWords(chord)])),
    articles: new Map(articles.map((article) => [article.slug, articleSearchWords(article)])),
  })

/** /learn: the articles and every chord page, filtered as you type. */
export function LearnIndexPage() {
  const [query, setQuery] = useState('')
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
    <div className="mx-auto max-w-5xl px-4 pt-10 pb-16">
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
        <label htmlFor="learn-search" className="font-semibold">
          Search chords and articles
        </label>
        <input
          id="learn-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Try C#m7, F major or inversions"
          autoComplete="off"
          className="input mt-2 w-full max-w-xl"
        />
        <p role="status" className="mt-2 min-h-6 text-sm text-base-content/80">
          {deferred.trim()
            ? `${shownArticles.length} articles and ${chordCount} chords match “${deferred.trim()}”.`
            : ''}
        </p>
      </search>
      <section aria-labelledby="articles-title" className="mt-8">
        <h2 id="articles-title" className="text-2xl font-bold tracking-tight">
          Articles
        </h2>
        <div className="mt-4">
          {shownArticles.length ? (
            <ArticleList articles={shownArticles} />
          ) : (
            <p className="text-base-content/80">No article matches your search.</p>
          )}
        </div>
      </section>
      {/* The longest part of the page and, on a phone, far below the fold: laid out only near the screen. */}
      <section
        id="chords"
        aria-labelledby="chords-title"
        className="mt-12 scroll-mt-24 [contain-intrinsic-size:auto_80rem] [content-visibility:auto]"
      >
        <h2 id="chords-title" className="text-2xl font-bold tracking-tight">
          Piano chords
        </h2>
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
      </section>
    </div>
  )
}
