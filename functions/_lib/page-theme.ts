import { COOKIES } from '../../src/config/constants.ts'
import { DAISY_THEMES, parseThemeSetting } from '../../src/features/theme/theme.ts'
import { readCookie } from './cookies.ts'

/**
 * The daisyUI theme the visitor chose (the app's own rule, src/features/theme), or undefined for
 * 'system': the CSS follows the device's prefers-color-scheme, which needs no attribute at all.
 */
export function chosenTheme(request: Request): string | undefined {
  const setting = parseThemeSetting(readCookie(request, COOKIES.themeSettings))
  return setting === 'system' ? undefined : DAISY_THEMES[setting]
}

// Pages have no file extension (or .html); every asset has one.
const isPagePath = (pathname: string) =>
  !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html')

// The same page in another theme is another body: its validator names the theme.
const themedTag = (etag: string, theme: string) => etag.replace(/"$/, `-${theme}"`)

/**
 * The page from `next` with `<html data-theme>` set when the visitor chose light or dark, so the first
 * paint is in that theme without a script (the CSP allows none inline). A browser that revalidates
 * after switching themes gets the page again, not a 304 for the page in the other theme.
 */
export async function withPageTheme(
  request: Request,
  next: (request: Request) => Promise<Response>,
): Promise<Response> {
  const { pathname } = new URL(request.url)
  const theme = request.method === 'GET' && isPagePath(pathname) ? chosenTheme(request) : undefined
  if (!theme) return next(request)
  // Revalidate only a copy cached in this theme; one cached in another must be sent again.
  const ifNoneMatch = request.headers.get('If-None-Match') ?? ''
  const forwarded = new Request(request)
  if (ifNoneMatch.endsWith(`-${theme}"`)) {
    forwarded.headers.set('If-None-Match', ifNoneMatch.replace(new RegExp(`-${theme}"$`), '"'))
  } else forwarded.headers.delete('If-None-Match')
  const response = await next(forwarded)
  const html = response.headers.get('Content-Type')?.includes('text/html')
  if (!html && response.status !== 304) return response
  const themed = new Response(response.body, response)
  const etag = response.headers.get('ETag')
  if (etag) themed.headers.set('ETag', themedTag(etag, theme))
  if (!html) return themed
  return new HTMLRewriter()
    .on('html', { element: (element) => void element.setAttribute('data-theme', theme) })
    .transform(themed)
}
