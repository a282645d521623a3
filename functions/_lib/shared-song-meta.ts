// The head of a shared song's page for link previews (chat apps and social sites read the HTML
// without running the app); the same title and description the app's <Seo> gives the page.

import { CHORD_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/song/limits.ts'

export type SharedSongFields = { name?: unknown; tablecontent?: unknown }

const SITE_NAME = 'Songpad'
const MAX_CHORDS = 8

/** The song's chords in order of first use: sections of bars of slots, as stored. */
function usedChords(tablecontent: unknown): string[] {
  const seen = new Set<string>()
  const sections = Array.isArray(tablecontent) ? tablecontent : []
  for (const bars of sections) {
    for (const slots of Array.isArray(bars) ? bars : []) {
      for (const slot of Array.isArray(slots) ? slots : []) {
        // Cut to the bound, whatever was stored before the server held it.
        if (typeof slot === 'string' && slot.trim())
          seen.add(slot.trim().slice(0, CHORD_MAX_LENGTH))
      }
    }
  }
  return [...seen]
}

export function sharedSongMeta(song: SharedSongFields, url: string) {
  // The name is written six times into the page: a stored name past its bound must not multiply.
  const name =
    typeof song.name === 'string' ? song.name.trim().slice(0, NAME_MAX_LENGTH).trim() : ''
  const chords = usedChords(song.tablecontent).slice(0, MAX_CHORDS)
  const title = `${name || 'Shared song'} · ${SITE_NAME}`
  const description = `“${name}”, a song shared from Songpad${
    chords.length ? `: ${chords.join(' ')}` : ''
  }. Play it, transpose it and see how to play every chord.`
  return { title, description, url }
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

/** The app's page with the song's title and meta tags in place of the generic ones. */
export function withSongMeta(page: Response, meta: SongMeta): Response {
  let rewriter = new HTMLRewriter().on('head', {
    element: (head) => void head.append(metaTags(meta), { html: true }),
  })
  for (const selector of REPLACED) {
    rewriter = rewriter.on(selector, { element: (tag) => void tag.remove() })
  }
  return rewriter.transform(page)
}
