// The head of a shared song's page for link previews (chat apps and social sites read the HTML
// without running the app); the same title and description the app's <Seo> gives the page
// (both from src/song/song-summary.ts).

import { CHORD_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/song/limits.ts'
import { firstLyricLine, sharedSongDescription } from '../../src/song/song-summary.ts'
import type { Bar } from '../../src/song/types.ts'

export type SharedSongFields = { name?: unknown; tablecontent?: unknown }

const SITE_NAME = 'Songpad'

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : []

/**
 * The bars of each section as stored: version 2's { bars: [{ chords, words, lineEnd }] } or
 * version 1's lists of chord slots. Only what a preview needs, read leniently: the app's decoder
 * (src/song/decode.ts) brings in the chord theory, which this function does without.
 */
function storedSections(tablecontent: unknown): { bars: Bar[] }[] {
  const sections = Array.isArray(tablecontent) ? tablecontent : []
  return sections.map((section: unknown) => {
    const bars: unknown[] = Array.isArray(section)
      ? section
      : section &&
          typeof section === 'object' &&
          Array.isArray((section as { bars?: unknown }).bars)
        ? (section as { bars: unknown[] }).bars
        : []
    return {
      bars: bars.map((bar): Bar => {
        if (Array.isArray(bar)) return { id: '', chords: strings(bar), words: [], lineEnd: false }
        const stored = (bar ?? {}) as { chords?: unknown; words?: unknown; lineEnd?: unknown }
        return {
          id: '',
          chords: strings(stored.chords),
          words: strings(stored.words),
          lineEnd: stored.lineEnd === true,
        }
      }),
    }
  })
}

/** The song's chords in order of first use. */
const usedChords = (sections: { bars: Bar[] }[]): string[] => [
  ...new Set(
    sections.flatMap(({ bars }) =>
      bars.flatMap((bar) =>
        // Cut to the bound, whatever was stored before the server held it.
        bar.chords.map((slot) => slot.trim().slice(0, CHORD_MAX_LENGTH)).filter(Boolean),
      ),
    ),
  ),
]

export function sharedSongMeta(song: SharedSongFields, url: string) {
  // The name is written six times into the page: a stored name past its bound must not multiply.
  const name =
    typeof song.name === 'string' ? song.name.trim().slice(0, NAME_MAX_LENGTH).trim() : ''
  const sections = storedSections(song.tablecontent)
  const title = `${name || 'Shared song'} · ${SITE_NAME}`
  const description = sharedSongDescription({
    name,
    chords: usedChords(sections),
    firstLine: firstLyricLine(sections),
  })
  return { name, title, description, url }
}

export type SongMeta = ReturnType<typeof sharedSongMeta>

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The meta tags, escaped (a song's name is user input); the app drops them once it renders its own. */
export function metaTags({ title, description, url }: SongMeta): string {
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['name', 'robots', 'noindex'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ]
  const titleTag = `<title data-link-preview>${escapeHtml(title)}</title>`
  return (
    titleTag +
    tags
      .map(
        ([kind, key, value]) =>
          `<meta ${kind}="${key}" content="${escapeHtml(value)}" data-link-preview />`,
      )
      .join('')
  )
}

const REPLACED = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
]

/**
 * What the page shows while the app loads, in place of "Loading Songpad…": the song's title where
 * the app's page puts it (src/components/layouts/shared-song-frame.tsx), so a phone paints the
 * largest text of the page from the HTML, and the app takes over from the same title.
 */
export function loadingTitle({ name }: SongMeta, slug: string): string {
  return (
    '<article class="mx-auto flex max-w-5xl flex-col gap-5 px-3 py-6 sm:px-6">' +
    '<header class="flex flex-col gap-2">' +
    '<p class="text-sm text-base-content/80">A song shared from Songpad</p>' +
    `<h1 class="text-3xl font-extrabold tracking-tight sm:text-4xl" data-shared-song="${escapeHtml(slug)}">` +
    `${escapeHtml(name || 'Untitled song')}</h1></header>` +
    '<p class="flex items-center gap-3 text-base-content/80">' +
    '<span class="loading loading-spinner text-brand" aria-hidden="true"></span>Opening the song…</p>' +
    '</article>'
  )
}

/** The app's page with the song's title and meta tags in place of the generic ones. */
export function withSongMeta(page: Response, meta: SongMeta, slug: string): Response {
  let rewriter = new HTMLRewriter()
    .on('head', {
      element: (head) => void head.append(metaTags(meta), { html: true }),
    })
    .on('#boot', {
      element: (boot) => {
        boot.setAttribute('class', 'min-h-dvh')
        boot.setInnerContent(loadingTitle(meta, slug), { html: true })
      },
    })
  for (const selector of REPLACED) {
    rewriter = rewriter.on(selector, { element: (tag) => void tag.remove() })
  }
  return rewriter.transform(page)
}
