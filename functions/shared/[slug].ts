import type { Env } from '../_lib/env.ts'
import { type SharedSongFields, sharedSongMeta, withSongMeta } from '../_lib/shared-song-meta.ts'

// The shape of a share slug (pb_migrations/1732160000_songs_key_sharing.js): nothing else is looked up.
const SLUG = /^[A-Za-z0-9_-]{22,64}$/
const LOOKUP_TIMEOUT_MS = 2000

/** The shared song, read the way anyone with the link may (the slug in X-Share-Slug); null if not shared. */
async function readSharedSong(
  pocketbaseUrl: string,
  slug: string,
): Promise<SharedSongFields | null> {
  const url = `${pocketbaseUrl}/api/collections/songs/records?perPage=1&skipTotal=1&fields=name,tablecontent`
  try {
    const response = await fetch(url, {
      headers: { 'X-Share-Slug': slug },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    })
    if (!response.ok) return null
    const { items } = (await response.json()) as { items?: SharedSongFields[] }
    return items?.[0] ?? null
  } catch {
    return null
  }
}

// /shared/{slug}: the app's page, with the song's name and chords in its head for link previews,
// and its title in the page while the app loads.
// Anything amiss (no such song, PocketBase down) leaves the page as the app serves it.
export const onRequestGet: PagesFunction<Env> = async ({ request, env, params, next }) => {
  const page = await next()
  const slug = typeof params.slug === 'string' ? params.slug : ''
  const html = page.headers.get('content-type')?.includes('text/html')
  if (!html || !SLUG.test(slug) || !env.POCKETBASE_URL) return page
  const song = await readSharedSong(env.POCKETBASE_URL, slug)
  const { origin, pathname } = new URL(request.url)
  return song ? withSongMeta(page, sharedSongMeta(song, origin + pathname), slug) : page
}
