// Build time only (the Vite plugin in scripts/vite/learn-articles.ts): learn articles from
// markdown to HTML. Raw HTML in the markdown is shown as text, images are dropped to their
// description, and a link survives only when its target is one of our own pages.
import { Marked, type Token, type Tokens, type TokensList } from 'marked'
import {
  ARTICLE_CATEGORIES,
  type Article,
  type ArticleCategory,
  type ArticleHeading,
} from './article-types.ts'

export type RenderOptions = {
  /** Whether a link target is one of our pages. */
  isAllowedHref: (href: string) => boolean
}

export type RenderedMarkdown = {
  html: string
  headings: ArticleHeading[]
  /** Every link target kept, in order. */
  links: string[]
  /** Link targets dropped because they are not ours (a build of real articles fails on any). */
  rejected: string[]
  words: number
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
)
const unescapeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e)

const idFor = (text: string) =>
  text
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Our own pages only: a path on this site, never a scheme, another host or a protocol-relative URL. */
export const isSitePath = (href: string): boolean => /^\/(?!\/)[a-z0-9\-/]*$/.test(href)

export function renderMarkdown(source: string, { isAllowedHref }: RenderOptions): RenderedMarkdown {
  const headings: ArticleHeading[] = []
  const links: string[] = []
  const rejected: string[] = []
  const marked = new Marked({
    gfm: true,
    renderer: {
      html: (token: Tokens.HTML | Tokens.Tag) =>
        'block' in token && token.block
          ? `<p>${escapeHtml(token.text)}</p>\n`
          : escapeHtml(token.text),
      image: ({ text }: Tokens.Image) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens)
        const text = unescapeHtml(inner.replace(/<[^>]+>/g, ''))
        // The page's title is its only h1.
        const level = Math.min(6, Math.max(2, depth))
        const id = idFor(text)
        headings.push({ id, text })
        return `<h${level} id="${id}">${inner}</h${level}>\n`
      },
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        if (isSitePath(href) && isAllowedHref(href)) {
          links.push(href)
          return `<a href="${escapeHtml(href)}">${inner}</a>`
        }
        rejected.push(href)
        return inner
      },
    },
  })
  const html = splitAtHeadings(marked.lexer(source))
    .map(({ tokens, isSection }) => {
      const part = marked.parser(tokens)
      return isSection ? `<section>\n${part}</section>\n` : part
    })
    .join('')
  const words = source.split(/\s+/).filter(Boolean).length
  return { html, headings, links, rejected, words }
}

/**
 * The top-level tokens, cut before each level-2 heading. Each part after the introduction becomes a
 * <section>: on a phone most are off screen, and the article page lays them out only when they come
 * near it.
 */
function splitAtHeadings(tokens: TokensList): { tokens: TokensList; isSection: boolean }[] {
  const startsPart = (token: Token | undefined) => token?.type === 'heading' && token.depth === 2
  const parts: Token[][] = [[]]
  for (const token of tokens) {
    if (startsPart(token)) parts.push([])
    parts.at(-1)?.push(token)
  }
  return parts
    .filter((part) => part.length > 0)
    .map((part) => ({
      // The parser reads reference-style link definitions from the list it is given.
      tokens: Object.assign(part, { links: tokens.links }),
      isSection: startsPart(part[0]),
    }))
}

/** A very small front matter: `key: value` lines between two `---` lines. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) return { data: {}, body: source }
  const data: Record<string, string> = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([a-zA-Z]+):\s*(.*)$/.exec(line.trim())
    if (!pair) continue
    const value = (pair[2] ?? '').trim()
    data[pair[1] ?? ''] = value.replace(/^(["'])(.*)\1$/, '$2')
  }
  return { data, body: source.slice(match[0].length) }
}

const CHORD_PATH = /^\/how-to-play-chord-piano\/([a-z0-9-]+)$/
const WORDS_PER_MINUTE = 220

/** A whole article: its front matter checked, its body rendered, its chord links collected. */
export function renderArticle(
  slug: string,
  source: string,
  options: RenderOptions,
): Article & {
  rejected: string[]
} {
  const { data, body } = parseFrontMatter(source)
  const { title, description, category } = data
  if (!title || !description) throw new Error(`Article ${slug} needs a title and a description`)
  if (!ARTICLE_CATEGORIES.includes(category as ArticleCategory)) {
    throw new Error(`Article ${slug} has an unknown category "${category}"`)
  }
  const rendered = renderMarkdown(body, options)
  const chordSlugs = [
    ...new Set(rendered.links.flatMap((href) => CHORD_PATH.exec(href)?.slice(1, 2) ?? [])),
  ]
  return {
    slug,
    title,
    description,
    category: category as ArticleCategory,
    chordSlugs,
    readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
    html: rendered.html,
    headings: rendered.headings,
    rejected: rendered.rejected,
  }
}
