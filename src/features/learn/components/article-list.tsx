import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { ARTICLE_CATEGORIES, type ArticleMeta } from '@/content/article-types'

const CATEGORY_TITLES: Record<ArticleMeta['category'], string> = {
  chords: 'Chords',
  progressions: 'Progressions',
  keys: 'Keys',
  rhythm: 'Rhythm',
  songwriting: 'Songwriting',
}

/** Articles as cards: the title linking to the article, what it is about, and its reading time. */
export function ArticleCards({
  articles,
  className,
}: {
  articles: ArticleMeta[]
  /** The list's layout. */
  className: string
}) {
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li
          key={article.slug}
          className="rounded-box border border-base-content/15 bg-base-100 p-4"
        >
          <Link
            to={paths.learnArticle.getHref(article.slug)}
            className="text-lg font-bold hover:underline"
          >
            {article.title}
          </Link>
          <p className="mt-1 text-base-content/80">{article.description}</p>
          <p className="mt-2 text-sm text-base-content/80">{article.readingMinutes} min read</p>
        </li>
      ))}
    </ul>
  )
}

/** The articles by topic. */
export function ArticleList({ articles }: { articles: ArticleMeta[] }) {
  return (
    <div className="grid gap-8">
      {ARTICLE_CATEGORIES.map((category) => {
        const inCategory = articles.filter((article) => article.category === category)
        if (!inCategory.length) return null
        return (
          // Below the fold on a phone: laid out only when it comes near the screen.
          <section
            key={category}
            aria-labelledby={`topic-${category}`}
            className="[contain-intrinsic-size:auto_24rem] [content-visibility:auto]"
          >
            <h3 id={`topic-${category}`} className="text-lg font-bold">
              {CATEGORY_TITLES[category]}
            </h3>
            <ArticleCards articles={inCategory} className="mt-3 grid gap-3 md:grid-cols-2" />
          </section>
        )
      })}
    </div>
  )
}
