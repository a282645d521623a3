// @vitest-environment node
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { articles } from 'virtual:learn-articles'
import { describe, expect, it } from 'vitest'
import { parseChordSlug } from '@/music/chord-catalog'
import { ARTICLE_CATEGORIES } from '../article-types'
import { ARTICLE_SLUGS } from './article-slugs'

const bodies = import.meta.glob<{ default: import('../article-types').Article }>('./*.md', {
  eager: true,
})
const CHORD_LINK = /href="\/how-to-play-chord-piano\/([^"]+)"/g
const ARTICLE_LINK = /href="\/learn\/([^"]+)"/g

describe('the learn articles', () => {
  it('are at least twelve, each listed once and each on disk', () => {
    const files = readdirSync(resolve(import.meta.dirname)).filter((name) => name.endsWith('.md'))
    expect(ARTICLE_SLUGS.length).toBeGreaterThanOrEqual(12)
    expect(new Set(ARTICLE_SLUGS).size).toBe(ARTICLE_SLUGS.length)
    expect(files.sort()).toEqual(ARTICLE_SLUGS.map((slug) => `${slug}.md`).sort())
    expect(articles.map((article) => article.slug)).toEqual([...ARTICLE_SLUGS])
  })

  it('cover every category with a title and a description of search-result length', () => {
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(ARTICLE_CATEGORIES),
    )
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeLessThanOrEqual(60)
      expect(article.description.length, article.slug).toBeGreaterThanOrEqual(70)
      expect(article.description.length, article.slug).toBeLessThanOrEqual(170)
    }
  })

  it('link only chord pages that exist, and list them', () => {
    for (const [file, { default: article }] of Object.entries(bodies)) {
      const linked = [...article.html.matchAll(CHORD_LINK)].map((match) => match[1] ?? '')
      expect(linked.length, file).toBeGreaterThan(0)
      for (const slug of linked) expect(parseChordSlug(slug), `${file} → ${slug}`).toBeDefined()
      expect(article.chordSlugs).toEqual([...new Set(linked)])
    }
  })

  it('link only articles that exist', () => {
    for (const [file, { default: article }] of Object.entries(bodies)) {
      for (const [, slug] of article.html.matchAll(ARTICLE_LINK)) {
        expect(ARTICLE_SLUGS as readonly string[], file).toContain(slug)
      }
    }
  })

  it('carry no raw HTML from the markdown', () => {
    for (const [file, { default: article }] of Object.entries(bodies)) {
      const tags = new Set([...article.html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]))
      for (const tag of tags) {
        expect(
          [
            'p',
            'a',
            'h2',
            'h3',
            'ul',
            'ol',
            'li',
            'strong',
            'em',
            'code',
            'table',
            'thead',
            'tbody',
            'tr',
            'th',
            'td',
            'br',
            'hr',
            'blockquote',
            'section',
          ],
          `${file} <${tag}>`,
        ).toContain(tag)
      }
    }
  })
})
