// `tsx scripts/budgets.ts <distDir>` (the budgets stage of `npm test`): the gzip size of the JS and
// CSS each budgeted page loads before any interaction, against its budgets; and proof that
// none of those pages loads editor or audio code. Exits 1 when a page is over budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { HOME_FILE, pageFile } from './prerender.ts'
import {
  buildFigure,
  cssOf,
  keysOfFiles,
  type Manifest,
  readManifest,
  staticClosure,
} from './vite-manifest.ts'
import { findInlineCode } from './write-headers.ts'

/** KB here is 1024 bytes (KiB), as Lighthouse counts. */
export const KB = 1024
export const BUDGETS: Budgets = { js: 120 * KB, css: 20 * KB }
/** Code that first pages must never load: it belongs in chunks of its own. */
export const FORBIDDEN_SOURCES = ['src/features/editor/', 'src/audio/']
/** The chunk a first visit adds when the consent dialog opens by itself (reported, not budgeted). */
export const CONSENT_DIALOG = 'src/features/consent/components/consent-dialog.tsx'

export type BudgetPage = {
  page: string
  /** A fixed path, or the first prerendered path that matches. */
  path: string | RegExp
  /**
   * For a page served from the SPA shell (not prerendered): the modules it loads at start, its
   * route module and react-query's client (src/app/router.tsx `page`). Prerendered pages list
   * theirs as modulepreloads in their HTML.
   */
  shellModules?: string[]
}

export const BUDGET_PAGES: BudgetPage[] = [
  { page: 'home', path: '/' },
  { page: 'learn', path: '/learn' },
  { page: 'chord page', path: /^\/how-to-play-chord-piano\/[^/]+$/ },
  { page: 'learn article', path: /^\/learn\/[^/]+$/ },
  {
    page: 'auth',
    path: '/auth',
    shellModules: ['src/app/routes/auth.tsx'],
  },
]

export type Budgets = { js: number; css: number }

export type PageFigures = {
  page: string
  path: string
  /** The HTML file the page is served from (index.html: the SPA shell). */
  html: string
  js: { files: string[]; gzipBytes: number }
  /** onDemand: the full stylesheets a prerendered page adds at its first navigation, dialog or input. */
  css: { files: string[]; gzipBytes: number; onDemandGzipBytes: number }
  /** JS gzip bytes when the consent dialog opens by itself (first visit). */
  firstVisitJsGzipBytes: number
  /** Initial files holding editor or audio code, with the offending module. */
  forbidden: string[]
  ok: boolean
}

export type BudgetReport = {
  budgets: { jsGzipBytes: number; cssGzipBytes: number }
  pages: PageFigures[]
  skipped: { page: string; reason: string }[]
  ok: boolean
}

type Build = { distDir: string; manifest: Manifest; chunkModules: Record<string, string[]> }

const gzipSize = (distDir: string, file: string) =>
  gzipSync(readFileSync(resolve(distDir, file.replace(/^\//, ''))), { level: 9 }).length

type HtmlAssets = {
  scripts: string[]
  styles: string[]
  inlineStyles: string[]
  /** Inline scripts that run (not JSON data blocks): the inlined start-after-paint script. */
  inlineScripts: string[]
  /** Stylesheets the app adds on a first navigation, dialog or input (src/lib/app-styles.ts). */
  onDemandStyles: string[]
}

/**
 * The scripts, module preloads and stylesheets an HTML page references (same-origin paths), with
 * the app's scripts that the inlined start script loads after the first paint (its data-entry and
 * data-modules), the code inlined in <script> and <style> blocks and the stylesheets loaded on
 * demand (data-styles).
 */
export function htmlAssets(html: string): HtmlAssets {
  const attr = (tag: string, name: string) =>
    new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1]
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? []
  const scripts: string[] = []
  const styles: string[] = []
  const onDemandStyles: string[] = []
  for (const tag of tags) {
    const rel = attr(tag, 'rel')
    const src = tag.startsWith('<script') ? attr(tag, 'src') : undefined
    const href = attr(tag, 'href')
    const entry = tag.startsWith('<script') ? attr(tag, 'data-entry') : undefined
    if (src) scripts.push(src)
    if (entry) {
      scripts.push(entry, ...(attr(tag, 'data-modules') ?? '').split(' '))
      onDemandStyles.push(...(attr(tag, 'data-styles') ?? '').split(' '))
    } else if (rel === 'modulepreload' && href) scripts.push(href)
    else if (rel === 'stylesheet' && href) styles.push(href)
  }
  const inline = findInlineCode(html, '')
  const inlineCode = (kind: 'script' | 'style') =>
    inline.filter((i) => i.kind === kind).map((i) => i.code)
  const inlineStyles = inlineCode('style')
  const inlineScripts = inlineCode('script')
  const local = (file: string) => file.startsWith('/') && !file.startsWith('//')
  return {
    scripts: scripts.filter(local),
    styles: styles.filter(local),
    inlineStyles,
    inlineScripts,
    onDemandStyles: onDemandStyles.filter(local),
  }
}

const fileOf = (manifest: Manifest, key: string) => `/${manifest[key]?.file}`

/** What a page loads before any interaction: its HTML's scripts with their static imports, and CSS. */
export function pageFigures(
  build: Build,
  { page, shellModules = [] }: BudgetPage,
  path: string,
  budgets = BUDGETS,
): PageFigures {
  const { distDir, manifest } = build
  const prerendered = pageFile(path)
  const html = existsSync(resolve(distDir, prerendered)) ? prerendered : 'index.html'
  if (html === 'index.html' && shellModules.length === 0)
    throw new Error(`${page} (${path}) is neither prerendered nor given its shellModules`)
  const assets = htmlAssets(readFileSync(resolve(distDir, html), 'utf8'))
  const entryKeys = keysOfFiles(manifest, assets.scripts)
  const keys = staticClosure(manifest, [
    ...entryKeys,
    ...(html === 'index.html' ? shellModules : []),
  ])
  // Files outside the manifest count as they are.
  const unbundled = assets.scripts.filter(
    (file) => !keys.some((key) => fileOf(manifest, key) === file),
  )
  const jsFiles = [...new Set([...keys.map((key) => fileOf(manifest, key)), ...unbundled])]
  // A prerendered page paints with its inlined part of the CSS; the full files come on demand.
  const cssFiles = [
    ...new Set([...assets.styles, ...cssOf(manifest, keys).map((f) => `/${f}`)]),
  ].filter((file) => !assets.onDemandStyles.includes(file))
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(distDir, file), 0)
  const inlineSize = (codes: string[]) =>
    codes.reduce((total, code) => total + gzipSync(code, { level: 9 }).length, 0)
  const js = {
    files: [...jsFiles, ...assets.inlineScripts.map(() => '(inline <script>)')],
    gzipBytes: sum(jsFiles) + inlineSize(assets.inlineScripts),
  }
  const css = {
    files: [...cssFiles, ...assets.inlineStyles.map(() => '(inline <style>)')],
    gzipBytes: sum(cssFiles) + inlineSize(assets.inlineStyles),
    onDemandGzipBytes: sum(assets.onDemandStyles),
  }
  const consentFiles = manifest[CONSENT_DIALOG]
    ? staticClosure(manifest, [CONSENT_DIALOG])
        .map((key) => fileOf(manifest, key))
        .filter((file) => !jsFiles.includes(file))
    : []
  const forbidden = forbiddenIn(build, keys)
  return {
    page,
    path,
    html,
    js,
    css,
    firstVisitJsGzipBytes: js.gzipBytes + sum(consentFiles),
    forbidden,
    ok: js.gzipBytes <= budgets.js && css.gzipBytes <= budgets.css && forbidden.length === 0,
  }
}

const isForbidden = (source: string) => FORBIDDEN_SOURCES.some((dir) => source.startsWith(dir))

/** Initial chunks that are, import or contain editor or audio modules. */
export function forbiddenIn({ manifest, chunkModules }: Build, keys: string[]): string[] {
  return keys.flatMap((key) => {
    const chunk = manifest[key]
    const sources = [
      chunk?.src,
      ...(chunk?.imports ?? []).map((imported) => manifest[imported]?.src ?? imported),
      ...(chunkModules[chunk?.file ?? ''] ?? []),
    ].filter((source): source is string => source !== undefined && isForbidden(source))
    return [...new Set(sources)].map((source) => `${chunk?.file}: ${source}`)
  })
}

/** Paths of the prerendered pages, from the HTML files the build wrote. */
export function prerenderedPaths(distDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = resolve(dir, entry.name)
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(full)
      return entry.name.endsWith('.html') ? [relative(distDir, full)] : []
    })
  return walk(distDir)
    .filter((file) => file !== 'index.html')
    .map((file) => (file === HOME_FILE ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort()
}

export function budgetFigures(
  distDir: string,
  budgets = BUDGETS,
  budgetPages = BUDGET_PAGES,
): BudgetReport {
  const chunkModulesFile = buildFigure(distDir, 'chunk-modules.json')
  if (!existsSync(chunkModulesFile))
    throw new Error(`No ${chunkModulesFile}: build with vite.config.ts`)
  const build: Build = {
    distDir,
    manifest: readManifest(distDir),
    chunkModules: JSON.parse(readFileSync(chunkModulesFile, 'utf8')),
  }
  const prerendered = prerenderedPaths(distDir)
  const pages: PageFigures[] = []
  const skipped: BudgetReport['skipped'] = []
  for (const budgetPage of budgetPages) {
    const { page, path } = budgetPage
    const found = typeof path === 'string' ? path : prerendered.find((p) => path.test(p))
    if (found) pages.push(pageFigures(build, budgetPage, found, budgets))
    else skipped.push({ page, reason: `no prerendered page matches ${path} yet` })
  }
  return {
    budgets: { jsGzipBytes: budgets.js, cssGzipBytes: budgets.css },
    pages,
    skipped,
    ok: pages.every((p) => p.ok),
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

export function formatReport(report: BudgetReport): string {
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(i ? 34 : 15) : cell.padStart(11))).join('')
  const lines = [
    row(['page', 'path', 'JS gzip', 'CSS gzip', '1st visit', 'CSS later']),
    ...report.pages.map((p) =>
      row([
        p.page,
        p.path,
        kb(p.js.gzipBytes),
        kb(p.css.gzipBytes),
        kb(p.firstVisitJsGzipBytes),
        kb(p.css.onDemandGzipBytes),
      ]).concat(p.ok ? '' : '  OVER BUDGET'),
    ),
    row(['budget', '', kb(report.budgets.jsGzipBytes), kb(report.budgets.cssGzipBytes), '', '']),
    '(gzip level 9, KB = 1024 bytes; not budgeted: 1st visit, JS with the consent dialog; CSS later,',
    ' the full stylesheets a prerendered page adds at its first navigation, dialog or input)',
    ...report.skipped.map((s) => `${s.page}: skipped, ${s.reason}`),
    ...report.pages.flatMap((p) =>
      p.forbidden.map((f) => `${p.page} loads editor/audio code: ${f}`),
    ),
  ]
  return lines.join('\n')
}

/** Prints the report of the build in `distDir`; returns the exit code (1 over a budget). */
export function runBudgets(
  distDir: string,
  log: (text: string) => void = console.log,
  warn: (text: string) => void = console.error,
): number {
  const report = budgetFigures(distDir)
  log(formatReport(report))
  if (report.ok) return 0
  warn('\nOver budget: move code out of the first pages (lazy chunks) or make it smaller.')
  return 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = runBudgets(resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist'))
}
