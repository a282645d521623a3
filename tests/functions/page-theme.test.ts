import { createPagesEventContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Env } from '../../functions/_lib/env.ts'
import { onRequest } from '../../functions/_middleware.ts'
import { DAISY_THEMES, resolveTheme } from '../../src/features/theme/theme.ts'

const PAGE =
  '<!doctype html><html lang="en"><head><title>Songpad</title></head><body></body></html>'
const ETAG = '"1551304452066823efccc89fee2df71e"'

type Served = { status?: number; type?: string; body?: string | null }

// Runs the middleware in front of a stand-in for the static pages; `seen` is what reached them.
async function open(path: string, headers: Record<string, string> = {}, served: Served = {}) {
  const seen: Request[] = []
  const request = new Request(`https://songpad.test${path}`, { headers }) as Request<
    unknown,
    IncomingRequestCfProperties
  >
  const context = createPagesEventContext<PagesFunction<Env>>({
    request,
    params: {},
    data: {},
    next: (input?: Request | string) => {
      if (input instanceof Request) seen.push(input)
      const status = served.status ?? 200
      const body = status === 304 ? null : (served.body ?? PAGE)
      const type = served.type ?? 'text/html; charset=utf-8'
      return Promise.resolve(
        new Response(body, { status, headers: { 'Content-Type': type, ETag: ETAG } }),
      )
    },
  })
  const response = await onRequest(context)
  return { response, html: await response.text(), seen }
}

const dark = { Cookie: 'currenttheme=dark; themesettings=dark' }

describe('every page paints in the chosen theme (functions/_middleware.ts)', () => {
  it.each(['dark', 'light'] as const)(
    'themesettings=%s: the app’s theme for it in <html data-theme>, and a validator for that theme',
    async (setting) => {
      // The app (src/features/theme) applies the same theme once it runs, whatever the device prefers.
      const theme = DAISY_THEMES[resolveTheme(setting, setting === 'light')]
      const { response, html } = await open('/learn', { Cookie: `themesettings=${setting}` })
      expect(response.status).toBe(200)
      expect(html).toContain(`<html lang="en" data-theme="${theme}">`)
      expect(response.headers.get('ETag')).toBe(ETAG.replace(/"$/, `-${theme}"`))
    },
  )

  it.each([
    ['no cookie', {}],
    ['system', { Cookie: 'themesettings=system' }],
    ['an unknown setting', { Cookie: 'themesettings=retro' }],
  ])('%s: the page as it is, following the device', async (_, headers) => {
    const { response, html } = await open('/', headers)
    expect(html).toBe(PAGE)
    expect(response.headers.get('ETag')).toBe(ETAG)
  })

  it('leaves assets alone', async () => {
    const script = 'console.log("<html>")'
    const { response, html } = await open('/assets/index-a.js', dark, {
      type: 'text/javascript',
      body: script,
    })
    expect(html).toBe(script)
    expect(response.headers.get('ETag')).toBe(ETAG)
  })

  it('revalidates a page cached in the same theme: 304 with that theme’s validator', async () => {
    const { response, seen } = await open(
      '/learn',
      { ...dark, 'If-None-Match': ETAG.replace(/"$/, '-dark"') },
      { status: 304 },
    )
    expect(seen[0]?.headers.get('If-None-Match')).toBe(ETAG)
    expect(response.status).toBe(304)
    expect(response.headers.get('ETag')).toBe(ETAG.replace(/"$/, '-dark"'))
  })

  it('sends the page again when the cached copy is in another theme', async () => {
    const { response, html, seen } = await open('/learn', {
      ...dark,
      'If-None-Match': ETAG.replace(/"$/, '-cupcake"'),
    })
    expect(seen[0]?.headers.has('If-None-Match')).toBe(false)
    expect(response.status).toBe(200)
    expect(html).toContain('data-theme="dark"')
  })

  it('sends the page again when the cached copy followed the device', async () => {
    const { seen } = await open('/learn', { ...dark, 'If-None-Match': ETAG })
    expect(seen[0]?.headers.has('If-None-Match')).toBe(false)
  })
})
