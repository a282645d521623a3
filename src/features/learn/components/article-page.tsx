import { articles } from 'virtual:learn-articles'
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import type { Article } from '@/content/article-types'
import { parseChordSlug } from '@/music/chord-catalog'
import { useInAppLinks } from '../hooks/use-in-app-links'
import { articleStructuredData } from '../structured-data'
import { ArticleCards } from './article-list'
import { Breadcrumbs } from './breadcrumbs'
import { ChordLink } from './chord-link'
import { JsonLd } from './json-ld'

// The article body is HTML made at build time from our markdown, with raw HTML escaped and only
// links to our own pages kept (src/content/markdown.ts); useInAppLinks keeps them inside the app.
// Its sections are laid out only when they come near the screen; the 0.5 rem of padding, taken back
// by the margin, keeps a focus ring at a section's edge inside its paint.
const BODY_STYLES = [
  '[&>section]:[content-visibility:auto] [&>section]:[contain-intrinsic-size:auto_24rem] [&>section]:-mx-2 [&>section]:-mb-2 [&>section]:px-2 [&>section]:pb-2',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_p]:mt-4 [&_p]:leading-relaxed',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
  '[&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-left [&_th]:border-b [&_th]:border-base-content/20 [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-base-content/10 [&_td]:py-2 [&_td]:pr-4',
  '[&_code]:rounded [&_code]:bg-base-200 [&_code]:px-1',
].join(' ')

/** A learn article, its chords, and what to read next. */
export function ArticlePage({ article }: { article: Article }) {
  const body = useRef<HTMLDivElement>(null)
  useInAppLinks(body)
  const index = articles.findIndex((a) => a.slug === article.slug)
  const next = [articles[index + 1], articles[index + 2]].filter((a) => a !== undefined)
  const chords = article.chordSlugs.flatMap((slug) => parseChordSlug(slug) ?? [])
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-16">
      <Seo
        title={article.title}
        description={article.description}
        path={paths.learnArticle.getHref(article.slug)}
        type="article"
      />
      <Breadcrumbs
        crumbs={[{ label: 'Learn', to: paths.learn.getHref() }, { label: article.title }]}
      />
      <header className="mt-4">
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">
          {article.category}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-base-content/80">{article.description}</p>
        <p className="mt-2 text-sm text-base-content/80">{article.readingMinutes} min read</p>
      </header>
      <div
        ref={body}
        className={`mt-6 ${BODY_STYLES}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (see above).
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      {chords.length > 0 && (
        <section aria-labelledby="article-chords" className="mt-12">
          <h2 id="article-chords" className="text-xl font-bold">
            Chords in this article
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {chords.map((chord) => (
              <li key={`${chord.root.name}${chord.quality.id}`}>
                <ChordLink
                  chord={chord}
                  className="btn btn-sm btn-ghost border border-base-content/15 normal-case"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {next.length > 0 && (
        <section aria-labelledby="article-next" className="mt-12">
          <h2 id="article-next" className="text-xl font-bold">
            Read next
          </h2>
          <ArticleCards articles={next} className="mt-3 grid gap-3" />
        </section>
      )}
      <p className="mt-12">
        <Link to={paths.learn.getHref()} className="link">
          ← All articles and chords
        </Link>
      </p>
      <JsonLd data={articleStructuredData(article)} />
    </article>
  )
}
