import { createPagesEventContext } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import type { Env } from '../../functions/_lib/env.ts'
import { metaTags, sharedSongMeta } from '../../functions/_lib/shared-song-meta.ts'
import { onRequestGet } from '../../functions/shared/[slug].ts'
import { CHORD_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/song/limits.ts'
import { adminClient, createUser, deleteCreatedUsers } from './support/users.ts'

const SHELL =
  '<!doctype html><html><head><title>Songpad</title><meta name="description" content="Write songs" />' +
  '<meta property="og:title" content="Songpad" /></head><body><div id="root"></div>' +
  '<div id="boot" role="status" class="flex min-h-dvh"><span>Loading Songpad…</span></div></body></html>'

/** The title the page shows while the app loads, with the slug it belongs to. */
const loadingTitle = (html: string) =>
  /<h1 [^>]*data-shared-song="([^"]*)">([^<]*)<\/h1>/.exec(html)?.slice(1)

async function open(slug: string, overrides: Partial<Env> = {}) {
  const request = new Request(`https://songpad.test/shared/${slug}`) as Request<
    unknown,
    IncomingRequestCfProperties
  >
  const context = createPagesEventContext<PagesFunction<Env, 'slug'>>({
    request,
    params: { slug },
    data: {},
    next: () => new Response(SHELL, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  })
  const response = await onRequestGet({ ...context, env: { ...context.env, ...overrides } })
  return { status: response.status, html: await response.text() }
}

const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  )

async function songOf(userId: string, fields: Record<string, unknown>) {
  const pb = await adminClient()
  return pb.collection('songs').create({ user: userId, timesignature: '4/4', ...fields })
}

const SLUG = 'Abcdefghijklmnopqrstuvwxyz_0123'

afterAll(deleteCreatedUsers)

describe('/shared/{slug} link previews', () => {
  it('puts a shared song’s name and chords into the title and meta tags, once each', async () => {
    const user = await createUser()
    await songOf(user.id, {
      name: 'Road Song',
      share_slug: SLUG,
      tablecontent: [
        [['C'], ['Am', 'F'], ['G']],
        [['F'], ['C']],
      ],
    })
    const { status, html } = await open(SLUG)
    expect(status).toBe(200)
    expect(html.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual([
      '<title data-link-preview>Road Song · Songpad</title>',
    ])
    const description =
      '“Road Song”, a song shared from Songpad: C Am F G. Play it, transpose it and see how to play every chord.'
    expect(metaContent(html, 'description')).toEqual([description])
    expect(metaContent(html, 'og:title')).toEqual(['Road Song · Songpad'])
    expect(metaContent(html, 'og:url')).toEqual([`https://songpad.test/shared/${SLUG}`])
    expect(metaContent(html, 'twitter:description')).toEqual([description])
    expect(metaContent(html, 'robots')).toEqual(['noindex'])
    expect(html).toContain('<div id="root"></div>')
    // While the app loads, the song's title in place of "Loading Songpad…".
    expect(loadingTitle(html)).toEqual([SLUG, 'Road Song'])
    expect(html).not.toContain('Loading Songpad…')
    expect(html).toContain('Opening the song…')
  })

  it('reads a version-2 song: its chords, and the first line of its words', async () => {
    const user = await createUser()
    const slug = 'Words_slug_0123456789abcdefghij'
    await songOf(user.id, {
      name: 'Sound Song',
      share_slug: slug,
      version: 2,
      tablecontent: [
        { id: 's1', bars: [{ id: 'b1', chords: ['Em'] }] },
        {
          id: 's2',
          bars: [
            { id: 'b2', chords: ['Am', '', 'G', ''], words: ['Hello ', '', 'darkness '] },
            { id: 'b3', chords: ['C'], words: ['my old <friend> '], lineEnd: true },
            { id: 'b4', chords: ['F'], words: ['I’ve come '] },
          ],
        },
      ],
    })
    const { html } = await open(slug)
    expect(metaContent(html, 'description')).toEqual([
      '“Sound Song”, a song shared from Songpad: Em Am G C F. It starts “Hello darkness my old &lt;friend&gt;”. Play it, transpose it and see how to play every chord.',
    ])
  })

  it('escapes a song name that carries HTML', async () => {
    const user = await createUser()
    const slug = 'Xss_slug_0123456789abcdefghij'
    await songOf(user.id, { name: '"><script>alert(1)</script>', share_slug: slug })
    const { html } = await open(slug)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain(
      '<title data-link-preview>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Songpad</title>',
    )
    expect(metaContent(html, 'og:title')).toEqual([
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Songpad',
    ])
    expect(loadingTitle(html)?.[1]).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('leaves the page as it is for an unknown slug, a slug of the wrong shape, or PocketBase down', async () => {
    const unknown = await open('Nobody_shares_this_slug_at_all')
    expect(unknown.html).toBe(SHELL)
    const malformed = await open('short')
    expect(malformed.html).toBe(SHELL)
    const user = await createUser()
    const slug = 'Down_slug_0123456789abcdefghij'
    await songOf(user.id, { name: 'Down Song', share_slug: slug })
    const down = await open(slug, { POCKETBASE_URL: 'http://127.0.0.1:9' })
    expect(down.status).toBe(200)
    expect(down.html).toBe(SHELL)
  })

  it('does not read a song that is not shared, even by its id', async () => {
    const user = await createUser()
    const song = await songOf(user.id, { name: 'Private Song' })
    const { html } = await open(song.id.padEnd(22, '_'))
    expect(html).toBe(SHELL)
    expect(html).not.toContain('Private Song')
  })
})

describe('/shared/{slug}: the page is bounded whatever was stored', () => {
  it('writes at most the bounded name and chords, even for a 10 MB name', () => {
    const meta = sharedSongMeta(
      { name: 'N'.repeat(10_000_000), tablecontent: [[['C'.repeat(2_000_000)], ['Am']]] },
      'https://songpad.test/shared/x',
    )
    const tags = metaTags(meta)
    expect(meta.title).toBe(`${'N'.repeat(NAME_MAX_LENGTH)} · Songpad`)
    expect(meta.description).toContain(`${'C'.repeat(CHORD_MAX_LENGTH)} Am.`)
    // Six copies of a 200-character name and eight 24-character chords, with the markup.
    expect(tags.length).toBeLessThan(4_000)
  })

  it('serves the page of a song at every bound in a few kilobytes', async () => {
    const owner = await createUser()
    await songOf(owner.id, {
      name: 'N'.repeat(NAME_MAX_LENGTH),
      tablecontent: [
        Array.from({ length: 8 }, (_, n) => [`${n}${'C'.repeat(CHORD_MAX_LENGTH - 1)}`]),
      ],
      share_slug: `${SLUG}bound`,
    })
    const { html } = await open(`${SLUG}bound`)
    console.info(`largest shared page: ${html.length} bytes`)
    expect(html.length).toBeLessThan(SHELL.length + 5_000)
  })
})
