import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAVICON_HREF, withInlineFavicon } from './inline-favicon'

const root = resolve(import.meta.dirname, '../..')
const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8')

const transform = (html: string) => withInlineFavicon(html, root)

describe('the inlined tab icon', () => {
  it('puts public/favicon-32.png itself into the page, in place of its address', () => {
    expect(indexHtml).toContain(`href="${FAVICON_HREF}"`)
    const built = transform(indexHtml)
    const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(built)?.[1] ?? ''
    expect(href).toMatch(/^data:image\/png;base64,/)
    const inlined = Buffer.from(href.split(',')[1] ?? '', 'base64')
    expect(inlined.equals(readFileSync(resolve(root, 'public/favicon-32.png')))).toBe(true)
    expect(built).not.toContain(FAVICON_HREF)
  })

  it('leaves the home-screen icon as a file: the system fetches it only when one is added', () => {
    expect(transform(indexHtml)).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    )
  })
})
