// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type AppStyles = typeof import('./app-styles')
let styles: AppStyles

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]

beforeEach(async () => {
  vi.resetModules()
  styles = await import('./app-styles')
})

afterEach(() => {
  for (const link of links()) link.remove()
})

describe('app styles', () => {
  it('does nothing on a page that was not prerendered: index.html links them already', async () => {
    await styles.loadAppStyles()
    expect(links()).toEqual([])
    expect(styles.pendingAppStyles()).toBeUndefined()
  })

  it('adds the full stylesheets once, pending until they apply', async () => {
    styles.deferAppStyles(['/assets/index-a.css', '/assets/learn-b.css'])
    const first = styles.loadAppStyles()
    void styles.loadAppStyles()
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-a.css',
      '/assets/learn-b.css',
    ])
    expect(styles.pendingAppStyles()).toBe(first)
    const [a, b] = links()
    a?.dispatchEvent(new Event('load'))
    // A stylesheet that fails to load still settles: the page goes on with what it has.
    b?.dispatchEvent(new Event('error'))
    await first
    expect(styles.pendingAppStyles()).toBeUndefined()
  })

  it('starts at the first pointer or key input, not at a focus change', () => {
    styles.deferAppStyles(['/assets/index-a.css'])
    const target = new EventTarget()
    styles.loadAppStylesOnInput(target)
    target.dispatchEvent(new Event('focusin'))
    expect(links()).toEqual([])
    target.dispatchEvent(new Event('keydown'))
    target.dispatchEvent(new Event('pointerdown'))
    expect(links()).toHaveLength(1)
  })
})
