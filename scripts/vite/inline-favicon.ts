import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The tab's icon, as index.html names it. */
export const FAVICON_HREF = '/favicon-32.png'

/** The icon's `href` with the PNG itself in it: a data URL of public/favicon-32.png. */
const faviconDataUrl = (root: string) =>
  `data:image/png;base64,${readFileSync(resolve(root, 'public', FAVICON_HREF.slice(1))).toString('base64')}`

/** `html` with the tab's icon in it. */
export const withInlineFavicon = (html: string, root: string) =>
  html.replace(`href="${FAVICON_HREF}"`, `href="${faviconDataUrl(root)}"`)

/**
 * Puts the tab's icon (a PNG under 1 KB) into every built page. A browser asks for the icon while the
 * page is still loading, beside its scripts: on a phone's connection that request is one more round
 * trip before the page's content counts as painted. The file stays in public/ for whatever asks
 * for it by name.
 */
export function inlineFavicon(root: string): Plugin {
  return {
    name: 'songpad:inline-favicon',
    apply: 'build',
    transformIndexHtml: (html) => withInlineFavicon(html, root),
  }
}
