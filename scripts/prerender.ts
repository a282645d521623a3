// `npm run build`, last step: `tsx scripts/prerender.ts <distDir>` renders every static page
// (src/app/static-paths.ts) to HTML with the server build in <distDir>/.ssr, so those pages paint
// before any script runs; the client then hydrates them and carries on as the SPA.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { minifySync } from 'vite'
import { classCandidates, classesOf, criticalCss } from './critical-css.ts'
import {
  cssOf,
  type Manifest,
  moveBuildFigures,
  readManifest,
  staticClosure,
} from './vite-manifest.ts'
import { findInlineCode } from './write-headers.ts'

type RenderedPage = { html: string; loadedModules: string[]; loaderData: Record<string, unknown> }

type ServerEntry = {
  staticPaths: () => string[]
  /** Of those, the pages drawn for a signed-out visitor at their bare URL (see START_SCRIPT). */
  signedOutPaths: () => string[]
  /** And the frames drawn for a signed-in user, served for every path under theirs too. */
  signedInPaths: () => string[]
  /** The modules a frame's app imports at once for a signed-in user, by the frame's path. */
  frameModules: () => Record<string, string[]>
  render: (path: string) => Promise<RenderedPage>
}

/** Must match PAGE_DATA_ID in src/app/hydration.ts. */
const PAGE_DATA_ID = 'page-data'

/** Where the server build goes and the prerender reads it from (removed afterwards). */
export const SSR_DIR = '.ssr'
/** The page the `/` rewrite serves (see pageFile). */
export const HOME_FILE = 'home.html'
const HOME_REWRITE = `/ /${HOME_FILE.replace(/\.html$/, '')} 200`
// Lowercase, digits and dashes: one file name per URL, whatever Pages does with escapes.
const SAFE_PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/

/**
 * The output file of a prerendered path. Cloudflare Pages serves /learn from learn.html with no
 * redirect (learn/index.html would 308 to /learn/), and /learn/x from learn/x.html. index.html
 * stays the empty SPA shell Pages serves for every other path (no top-level 404.html: SPA mode);
 * `/` itself comes from home.html through a `/ /home 200` rewrite in _redirects.
 */
export function pageFile(path: string): string {
  if (!SAFE_PATH.test(path)) throw new Error(`Cannot prerender ${path}: use [a-z0-9-] segments`)
  return path === '/' ? HOME_FILE : `${path.slice(1)}.html`
}

// React hoists <title>, <meta> and <link> to the start of a render that is not a whole document.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/

export function splitHead(html: string): { head: string; body: string } {
  let head = ''
  let body = html
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0]
    body = body.slice(match[0].length)
  }
  return { head, body }
}

type Page = {
  path: string
  signedOut?: boolean
  signedIn?: boolean
  /** Source files the app imports at once when the page is a signed-in user's frame. */
  frameModules?: string[]
} & RenderedPage

/**
 * The loaders' data as a JSON data block: never run, so the CSP allows it; `<` is escaped so no
 * text in it can close the element.
 */
export function pageDataBlock(loaderData: Record<string, unknown>): string {
  if (!Object.keys(loaderData).length) return ''
  const json = JSON.stringify(loaderData).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
}

/**
 * The script that loads the app's scripts after the first paint (src/app/start-after-paint.js),
 * minified to be inlined: a file would cost a request, and on a phone a round trip, before the
 * first paint.
 */
export function startScript(
  source = readFileSync(resolve(import.meta.dirname, '../src/app/start-after-paint.js'), 'utf8'),
): string {
  const { code, errors } = minifySync('start-after-paint.js', source)
  if (errors.length) throw new Error(`start-after-paint.js: ${errors[0]?.message}`)
  if (/<\/script|<!--/i.test(code)) throw new Error('start-after-paint.js would end its <script>')
  return code.trim()
}

export const START_SCRIPT = startScript()

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g

/** The CSS a page paints with: the app's stylesheets cut down to the rules its elements can match. */
export type PageCss = (file: string) => string

/**
 * The shell (Vite's index.html) filled with one rendered page, made to paint from the HTML alone
 * (the LCP goal on a phone): the CSS its kind of page uses is inlined (no request before the
 * first paint; allowed by its hash, scripts/write-headers.ts), the theme is in the HTML already
 * (functions/_middleware.ts sets a chosen one, the CSS follows the system's), and the app's scripts
 * are requested only after the first paint by the inlined START_SCRIPT (allowed by its hash too),
 * so they do not share the phone's bandwidth with what paints. The app's full stylesheets
 * (data-styles) load when the page first needs more than it painted with (src/lib/app-styles.ts).
 */
export function pageHtml(
  template: string,
  manifest: Manifest,
  page: Page,
  pageCss: PageCss,
): string {
  const { head, body } = splitHead(page.html)
  if (!/<title>/.test(head)) throw new Error(`${page.path} renders no <title> (use <Seo>)`)
  const chunks = staticClosure(
    manifest,
    page.loadedModules.filter((source) => manifest[source]),
  )
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? '')
  if (entries.length !== 1) throw new Error('index.html needs exactly one module script')
  // The chunks the page needs before it hydrates are fetched in parallel with the entry.
  const modules = [
    ...[...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? ''),
    ...chunks.map((key) => `/${manifest[key]?.file}`),
  ].filter((file, index, all) => file !== entries[0] && all.indexOf(file) === index)
  const styles = [
    ...[...template.matchAll(STYLESHEET)].map((m) => m[1] ?? ''),
    ...cssOf(manifest, chunks).map((file) => `/${file}`),
  ].filter((file, index, all) => all.indexOf(file) === index)
  const inlineStyles = styles.map((file) => `<style>${pageCss(file)}</style>`).join('')
  const visitor = page.signedOut ? ' data-signed-out' : page.signedIn ? ' data-signed-in' : ''
  // Fetched only when the frame is shown (a session is stored), after the page's own modules.
  const frame = staticClosure(manifest, page.frameModules ?? [])
    .map((key) => `/${manifest[key]?.file}`)
    .filter((file) => file !== entries[0] && !modules.includes(file))
  const frameModules = frame.length ? ` data-frame-modules="${frame.join(' ')}"` : ''
  const start = `<script data-entry="${entries[0]}" data-modules="${modules.join(' ')}"${frameModules} data-styles="${styles.join(' ')}"${visitor}>${START_SCRIPT}</script>`
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace('</head>', () => `${inlineStyles}${start}</head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${page.path}">${body}</div>${pageDataBlock(page.loaderData)}`,
    )
  assertCspSafe(page.path, html)
  return html
}

/**
 * Pages that share their CSS: all pages under one first segment (every chord page, every article),
 * each other page on its own. One inline stylesheet, and so one CSP hash, per kind.
 */
export function pageKind(path: string): string {
  const [first = '', ...rest] = path.slice(1).split('/')
  return rest.length ? `/${first}/*` : path
}

/**
 * What the app shows by itself after it starts, with no navigation or input to load the full
 * stylesheet first: the consent dialog of a first visit. Their classes join every kind's.
 */
export const SELF_OPENING_SOURCES = [
  'src/components/ui/modal.tsx',
  'src/features/consent/components/consent-dialog.tsx',
  'src/features/consent/components/consent-toggle.tsx',
]

/** The classes each kind of page uses: its pages' elements and what opens by itself. */
export function classesByKind(
  pages: { path: string; html: string }[],
  template: string,
  selfOpening: Set<string>,
): Map<string, Set<string>> {
  const kinds = new Map<string, Set<string>>()
  for (const page of pages) {
    const kind = pageKind(page.path)
    const classes = kinds.get(kind) ?? new Set([...selfOpening, ...classesOf(template)])
    for (const name of classesOf(page.html)) classes.add(name)
    kinds.set(kind, classes)
  }
  return kinds
}

// The strict CSP (script-src 'self' and hashes) allows no inline script but START_SCRIPT, and the
// inlined CSS, each by its hash. JSON-LD and the page data are data blocks: never executed, so
// CSP does not apply to them.
export function assertCspSafe(path: string, html: string): void {
  for (const { kind, code } of findInlineCode(html, path)) {
    if (kind === 'script' && code !== START_SCRIPT)
      throw new Error(`${path} has an inline script: ${code.slice(0, 120)}`)
  }
}

/** Adds the `/` rewrite on top of any rules from public/_redirects (the first match wins). */
export function redirectsWithHome(existing: string): string {
  if (existing.split('\n').some((line) => line.trim() === HOME_REWRITE)) return existing
  const rule = `# The prerendered home page; index.html is the SPA shell for other paths.\n${HOME_REWRITE}\n`
  return existing.trim() ? `${rule}${existing}` : rule
}

/** A frame's rewrite: every path under it is served its page (/write/:id gets write.html). */
export const frameRewrite = (path: string) =>
  `${path}/* /${pageFile(path).replace(/\.html$/, '')} 200`

/** The home page's rewrite when it is prerendered, then the frames' (each once). */
export function withRewrites(existing: string, home: boolean, frames: string[]): string {
  const lines = existing.split('\n').map((line) => line.trim())
  const rules = frames.map(frameRewrite).filter((rule) => !lines.includes(rule))
  const withFrames = rules.length
    ? `# Pages drawn as a frame for every path under theirs.\n${rules.join('\n')}\n${existing}`
    : existing
  return home ? redirectsWithHome(withFrames) : withFrames
}

export async function prerender(distDir: string): Promise<string[]> {
  // The server build imports React & co. from node_modules: use their production builds.
  process.env.NODE_ENV = 'production'
  const entry = resolve(distDir, SSR_DIR, 'entry-server.js')
  if (!existsSync(entry)) throw new Error(`No server build at ${entry}: run vite build --ssr first`)
  if (existsSync(resolve(distDir, '404.html')))
    throw new Error('A top-level 404.html turns off the SPA fallback of Cloudflare Pages')
  const server = (await import(pathToFileURL(entry).href)) as ServerEntry
  const manifest = readManifest(distDir)
  const template = readFileSync(resolve(distDir, 'index.html'), 'utf8')
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html needs <div id="root">')
  const paths = [...new Set(server.staticPaths())]
  const signedOut = new Set(server.signedOutPaths())
  const signedIn = new Set(server.signedInPaths())
  const preloads = server.frameModules()
  const pages: Page[] = []
  for (const path of paths) {
    const visitor = { signedOut: signedOut.has(path), signedIn: signedIn.has(path) }
    const frameModules = visitor.signedIn ? preloads[path] : undefined
    pages.push({ path, ...visitor, frameModules, ...(await server.render(path)) })
  }
  const root = resolve(import.meta.dirname, '..')
  const selfOpening = new Set(
    SELF_OPENING_SOURCES.flatMap((file) => [
      ...classCandidates(readFileSync(resolve(root, file), 'utf8')),
    ]),
  )
  const kinds = classesByKind(pages, template, selfOpening)
  const cssCache = new Map<string, string>()
  for (const page of pages) {
    const kind = pageKind(page.path)
    const pageCss = (file: string) => {
      const key = `${kind} ${file}`
      if (!cssCache.has(key)) {
        const css = readFileSync(resolve(distDir, file.replace(/^\//, '')), 'utf8')
        cssCache.set(key, criticalCss(css, kinds.get(kind) ?? new Set()))
      }
      return cssCache.get(key) ?? ''
    }
    const file = resolve(distDir, pageFile(page.path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, pageHtml(template, manifest, page, pageCss))
  }
  const redirects = resolve(distDir, '_redirects')
  const existing = existsSync(redirects) ? readFileSync(redirects, 'utf8') : ''
  writeFileSync(redirects, withRewrites(existing, paths.includes('/'), [...signedIn]))
  rmSync(resolve(distDir, SSR_DIR), { recursive: true, force: true })
  return paths
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist')
  const started = Date.now()
  const paths = await prerender(distDir)
  // Nothing after the prerender needs them in the published folder.
  moveBuildFigures(distDir)
  console.log(`prerendered ${paths.length} pages into ${distDir} in ${Date.now() - started} ms`)
}
