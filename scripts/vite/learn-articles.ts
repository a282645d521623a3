import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { Article } from '../../src/content/article-types.ts'
import { ARTICLE_SLUGS } from '../../src/content/articles/article-slugs.ts'
import { renderArticle } from '../../src/content/markdown.ts'
import { allChordSlugs } from '../../src/music/chord-catalog.ts'

const VIRTUAL_ID = 'virtual:learn-articles'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** The pages an article may link to: the learn pages and every chord page. */
export function articleLinkTargets(): Set<string> {
  return new Set([
    '/',
    '/learn',
    ...ARTICLE_SLUGS.map((slug) => `/learn/${slug}`),
    ...allChordSlugs().map((slug) => `/how-to-play-chord-piano/${slug}`),
  ])
}

/** Renders one article file; a link to anything but our own pages fails the build. */
export function loadArticle(file: string, targets = articleLinkTargets()): Article {
  const slug = basename(file, '.md')
  const { rejected, ...article } = renderArticle(slug, readFileSync(file, 'utf8'), {
    isAllowedHref: (href) => targets.has(href),
  })
  if (rejected.length) {
    throw new Error(`${slug}.md links to pages we do not have: ${rejected.join(', ')}`)
  }
  return article
}

/** The article files must match ARTICLE_SLUGS both ways. */
export function articleFiles(dir: string): string[] {
  const onDisk = readdirSync(dir).filter((name) => name.endsWith('.md'))
  const listed = ARTICLE_SLUGS.map((slug) => `${slug}.md`)
  const unlisted = onDisk.filter((name) => !listed.includes(name))
  const missing = listed.filter((name) => !existsSync(resolve(dir, name)))
  if (unlisted.length || missing.length) {
    throw new Error(
      `src/content/articles: not in article-slugs.ts: [${unlisted.join(', ')}]; missing: [${missing.join(', ')}]`,
    )
  }
  return listed.map((name) => resolve(dir, name))
}

/**
 * Learn articles, converted from markdown at build time: `import article from './x.md'` gives the
 * article with its HTML, and `virtual:learn-articles` the list of all of them without bodies.
 */
export function learnArticles(root: string): Plugin {
  const dir = resolve(root, 'src/content/articles')
  return {
    name: 'songpad:learn-articles',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id === RESOLVED_ID) {
        const targets = articleFiles(dir).length ? articleLinkTargets() : new Set<string>()
        const list = articleFiles(dir).map((file) => {
          this.addWatchFile(file)
          const { html: _html, headings: _headings, ...meta } = loadArticle(file, targets)
          return meta
        })
        return `export const articles = ${JSON.stringify(list)}\n`
      }
      const file = id.split('?')[0] ?? ''
      if (file.startsWith(`${dir}/`) && file.endsWith('.md')) {
        return `export default ${JSON.stringify(loadArticle(file))}\n`
      }
      return undefined
    },
  }
}
