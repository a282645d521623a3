import { env } from '@/config/env'
import { paths } from '@/config/paths'
import type { ArticleMeta } from '@/content/article-types'
import type { Faq } from './chord-faq'
import type { ChordPageData } from './chord-page-data'

const absolute = (path: string) => new URL(path, env.SITE_URL).href

function breadcrumbs(items: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  }
}

/** schema.org data for a chord page: where it sits, and its questions and answers. */
export function chordStructuredData(data: Pick<ChordPageData, 'label' | 'slug'>, faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      breadcrumbs([
        { name: 'Learn', path: paths.learn.getHref() },
        { name: `${data.label} piano chord`, path: paths.chord.getHref(data.slug) },
      ]),
      {
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: faq.answer },
        })),
      },
    ],
  }
}

/** schema.org data for a learn article. */
export function articleStructuredData(article: ArticleMeta) {
  const path = paths.learnArticle.getHref(article.slug)
  return {
    '@context': 'https://schema.org',
    '@graph': [
      breadcrumbs([
        { name: 'Learn', path: paths.learn.getHref() },
        { name: article.title, path },
      ]),
      {
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        mainEntityOfPage: absolute(path),
        author: { '@type': 'Organization', name: 'Songpad' },
        publisher: { '@type': 'Organization', name: 'Songpad' },
        inLanguage: 'en',
      },
    ],
  }
}
