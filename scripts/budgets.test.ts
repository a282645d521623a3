import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { budgetFigures, formatReport, htmlAssets, KB, runBudgets } from './budgets.ts'

// A tiny build as Vite and the prerender leave it: manifest, chunk contents, pages.
const files: Record<string, string> = {
  'assets/index-a.js': 'console.log("the entry: react, the router, the shell")'.repeat(20),
  'assets/vendor-b.js': 'export const shared = "a chunk the entry imports"'.repeat(10),
  'assets/landing-c.js': 'export const Component = "the landing page"'.repeat(5),
  'assets/auth-d.js': 'export const Component = "the auth page"'.repeat(7),
  'assets/forms-e.js': 'export const forms = "form helpers"'.repeat(3),
  'assets/query-f.js': 'export const queryClient = "react-query"'.repeat(9),
  'assets/consent-g.js': 'export const ConsentDialog = "the consent dialog"'.repeat(4),
  'assets/index-a.css': 'body{color:red}'.repeat(30),
  'first-paint.js': 'document.documentElement.dataset.theme="cupcake"',
}

const manifest = {
  'src/main.tsx': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-b.js'],
    css: ['assets/index-a.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing-c.js',
    isDynamicEntry: true,
    imports: ['src/main.tsx'],
  },
  'src/app/routes/auth.tsx': {
    file: 'assets/auth-d.js',
    isDynamicEntry: true,
    imports: ['_forms-e.js', 'src/main.tsx'],
  },
  '_forms-e.js': { file: 'assets/forms-e.js' },
  'src/lib/react-query.ts': { file: 'assets/query-f.js', isDynamicEntry: true },
  'src/features/consent/components/consent-dialog.tsx': {
    file: 'assets/consent-g.js',
    isDynamicEntry: true,
  },
}

const chunkModules = {
  'assets/index-a.js': ['src/main.tsx', 'src/app/router.tsx'],
  'assets/vendor-b.js': ['node_modules/react/index.js'],
  'assets/landing-c.js': ['src/app/routes/landing.tsx'],
}

const shell = `<!doctype html><html><head><script src="/first-paint.js"></script>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>
<body><div id="root"></div></body></html>`
const home = shell.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/landing-c.js"></head>',
)

let dist: string

function write(path: string, content: string | Buffer) {
  const file = resolve(dist, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const gz = (...names: string[]) =>
  names.reduce((sum, name) => sum + gzipSync(files[name] ?? '', { level: 9 }).length, 0)

beforeEach(() => {
  dist = mkdtempSync(resolve(tmpdir(), 'songpad-budgets-'))
  for (const [path, content] of Object.entries(files)) write(path, content)
  write('.vite/manifest.json', JSON.stringify(manifest))
  write('.vite/chunk-modules.json', JSON.stringify(chunkModules))
  write('index.html', shell)
  write('home.html', home)
  write('learn.html', home)
})

afterEach(() => {
  rmSync(dist, { recursive: true, force: true })
})

describe('htmlAssets', () => {
  it('finds scripts, module preloads and stylesheets, not other links or outside URLs', () => {
    const html = `${home}<link rel="icon" href="/favicon.svg"><script src="https://example.com/x.js"></script>`
    expect(htmlAssets(html)).toEqual({
      scripts: [
        '/first-paint.js',
        '/assets/index-a.js',
        '/assets/vendor-b.js',
        '/assets/landing-c.js',
      ],
      styles: ['/assets/index-a.css'],
      inlineStyles: [],
      inlineScripts: [],
      onDemandStyles: [],
    })
  })

  it('counts what the start script loads after the first paint, and the inlined code', () => {
    const html =
      '<style>.a{}</style><script data-entry="/assets/index-a.js" data-modules="/assets/vendor-b.js /assets/landing-c.js" data-styles="/assets/index-a.css">start()</script><script type="application/ld+json">{}</script>'
    expect(htmlAssets(html)).toEqual({
      scripts: ['/assets/index-a.js', '/assets/vendor-b.js', '/assets/landing-c.js'],
      styles: [],
      inlineStyles: ['.a{}'],
      inlineScripts: ['start()'],
      onDemandStyles: ['/assets/index-a.css'],
    })
  })
})

describe('budgetFigures', () => {
  it('sums the gzip size of what each page loads before any interaction', () => {
    const report = budgetFigures(dist)
    const homePage = report.pages.find((p) => p.page === 'home')
    expect(homePage?.html).toBe('home.html')
    expect(homePage?.js.gzipBytes).toBe(
      gz('assets/index-a.js', 'assets/vendor-b.js', 'assets/landing-c.js', 'first-paint.js'),
    )
    expect(homePage?.css.gzipBytes).toBe(gz('assets/index-a.css'))
    expect(homePage?.firstVisitJsGzipBytes).toBe(
      (homePage?.js.gzipBytes ?? 0) + gz('assets/consent-g.js'),
    )
    expect(report.ok).toBe(true)
  })

  it('adds the route module and its imports for a page served from the SPA shell', () => {
    const auth = budgetFigures(dist).pages.find((p) => p.page === 'auth')
    expect(auth?.html).toBe('index.html')
    expect([...(auth?.js.files ?? [])].sort()).toEqual(
      [
        '/assets/auth-d.js',
        '/assets/forms-e.js',
        '/assets/index-a.js',
        '/assets/vendor-b.js',
        '/first-paint.js',
      ].sort(),
    )
  })

  it('counts a prerendered page’s inlined code, and its full stylesheets only as loaded later', () => {
    const critical = 'body{color:red}'
    const start = 'addEventListener("load",()=>import("/assets/index-a.js"))'
    write(
      'learn.html',
      `<html><head><style>${critical}</style><script data-entry="/assets/index-a.js" data-modules="/assets/landing-c.js" data-styles="/assets/index-a.css">${start}</script></head><body></body></html>`,
    )
    const learn = budgetFigures(dist).pages.find((p) => p.page === 'learn')
    expect(learn?.js.gzipBytes).toBe(
      gz('assets/index-a.js', 'assets/vendor-b.js', 'assets/landing-c.js') +
        gzipSync(start, { level: 9 }).length,
    )
    expect(learn?.css.gzipBytes).toBe(gzipSync(critical, { level: 9 }).length)
    expect(learn?.css.onDemandGzipBytes).toBe(gz('assets/index-a.css'))
    // Not on demand: the stylesheet the entry chunk brings counts in full.
    const home = budgetFigures(dist).pages.find((p) => p.page === 'home')
    expect(home?.css.onDemandGzipBytes).toBe(0)
    expect(home?.css.gzipBytes).toBe(gz('assets/index-a.css'))
  })

  it('skips chord pages and articles until they are prerendered, then measures the first', () => {
    expect(budgetFigures(dist).skipped.map((s) => s.page)).toEqual(['chord page', 'learn article'])
    write('learn/b-article.html', home)
    write('learn/a-article.html', home)
    const article = budgetFigures(dist).pages.find((p) => p.page === 'learn article')
    expect(article?.path).toBe('/learn/a-article')
  })

  it('fails a page over its JS or CSS budget', () => {
    const homeJs = gz(
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/landing-c.js',
      'first-paint.js',
    )
    const tight = budgetFigures(dist, { js: homeJs - 1, css: 20 * KB })
    expect(tight.ok).toBe(false)
    expect(tight.pages.find((p) => p.page === 'home')?.ok).toBe(false)
    expect(formatReport(tight)).toContain('OVER BUDGET')
    const cssTight = budgetFigures(dist, { js: 120 * KB, css: gz('assets/index-a.css') - 1 })
    expect(cssTight.ok).toBe(false)
  })

  it('fails when a first page loads editor or audio code, inside a chunk or as its import', () => {
    write(
      '.vite/chunk-modules.json',
      JSON.stringify({ ...chunkModules, 'assets/vendor-b.js': ['src/audio/player.ts'] }),
    )
    const merged = budgetFigures(dist)
    expect(merged.ok).toBe(false)
    expect(merged.pages[0]?.forbidden).toEqual(['assets/vendor-b.js: src/audio/player.ts'])

    write('.vite/chunk-modules.json', JSON.stringify(chunkModules))
    write(
      '.vite/manifest.json',
      JSON.stringify({
        ...manifest,
        'src/app/routes/landing.tsx': {
          ...manifest['src/app/routes/landing.tsx'],
          imports: ['src/main.tsx', 'src/features/editor/index.ts'],
        },
        'src/features/editor/index.ts': { file: 'assets/editor-h.js', isDynamicEntry: true },
      }),
    )
    write('assets/editor-h.js', 'export const Editor = 1')
    const imported = budgetFigures(dist)
    expect(imported.pages[0]?.forbidden).toContain(
      'assets/landing-c.js: src/features/editor/index.ts',
    )
    expect(imported.ok).toBe(false)
  })
})

describe('runBudgets', () => {
  const run = () => {
    const out: string[] = []
    const status = runBudgets(
      dist,
      (text) => out.push(text),
      (text) => out.push(text),
    )
    return { status, stdout: out.join('\n') }
  }

  it('prints the table and exits 0 within budget, 1 over it', () => {
    const ok = run()
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/home\s+\/\s+[\d.]+ KB/)
    // Incompressible bytes: 130 KB even after gzip.
    write('assets/landing-c.js', randomBytes(130 * KB))
    const over = run()
    expect(over.status).toBe(1)
    expect(over.stdout).toContain('OVER BUDGET')
  })
})
