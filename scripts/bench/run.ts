// `npm run bench`: Lighthouse, bundle and backend figures on a production stack of its own, as one table.
// `npm run bench -- lighthouse backend` measures only the named parts. BENCH_RUNS sets the mobile runs;
// BENCH_PAGES (e.g. "write,shared") limits Lighthouse to those pages; BENCH_REPORTS=<dir> keeps
// each Lighthouse report there (JSON, to open in the Lighthouse viewer or read its trace figures).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { benchConfig, root } from '../stack/config.ts'
import { type Stack, startBackend } from '../stack/stack.ts'
import { onStopRequest } from '../stack/stop-request.ts'
import { type AppPages, seedAppPages } from './app-pages.ts'
import { type BackendFigures, benchBackend, defaultBackendOptions } from './backend.ts'
import { bundleFigures, bundleRows } from './bundle.ts'
import { type Chrome, launchChrome } from './chrome.ts'
import { type BenchFigures, goals, judge, type Verdict } from './goals.ts'
import { type LighthouseFigures, measurePage } from './lighthouse.ts'
import { lighthouseTargets } from './pages.ts'
import { benchRender } from './render.ts'
import { formatTable } from './table.ts'

const PARTS = ['lighthouse', 'bundle', 'backend', 'render'] as const
type Part = (typeof PARTS)[number]

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !PARTS.includes(name as Part))
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Choose from ${PARTS.join(', ')}.`)
  process.exit(2)
}
const parts = new Set<Part>(wanted.length ? (wanted as Part[]) : PARTS)
const mobileRuns = Math.max(1, Number(process.env.BENCH_RUNS) || 3)
const resultsFile = resolve(root, 'bench/results/bench.json')

const config = benchConfig()
let stack: Stack | undefined
let chrome: Chrome | undefined

// Ctrl-C or a kill stops what the bench started: its browser, servers and their process groups.
onStopRequest(async () => {
  await chrome?.stop()
  await stack?.stop()
})

const figures: BenchFigures = {}
let failure: Error | undefined
try {
  // The render needs no stack: it bundles the engine for a page of its own.
  if (['lighthouse', 'bundle', 'backend'].some((name) => parts.has(name as Part))) {
    console.log('Starting the bench stack (PocketBase, the production build, wrangler)…')
    stack = await startBackend(config)
  }
  if (stack && (parts.has('lighthouse') || parts.has('bundle'))) await stack.serveApp()
  if (parts.has('bundle')) figures.bundle = bundleFigures(config.distDir)
  if (stack && parts.has('lighthouse')) {
    const app = await seedAppPages({
      pbUrl: stack.urls.pocketbase,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    })
    figures.lighthouse = await lighthouseFigures(stack.urls.app, app)
  }
  if (stack && parts.has('backend')) {
    console.log(
      `Backend: ${defaultBackendOptions.users} users, ${defaultBackendOptions.connections} connections, ${defaultBackendOptions.durationS} s per scenario…`,
    )
    figures.backend = await benchBackend({
      ...defaultBackendOptions,
      pbUrl: stack.urls.pocketbase,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    })
  }
  if (parts.has('render')) {
    console.log('Render: a 3-minute song to WAV in Chromium…')
    figures.render = await benchRender()
  }
} catch (error) {
  failure = error as Error
} finally {
  await stack?.stop()
}
if (failure) {
  console.error(`\nThe bench failed: ${failure.message}`)
  process.exit(1)
}

const verdicts = goals.map((goal) => judge(goal, figures))
writeResults(verdicts)
console.log(`\n${figureTable()}\n\n${goalTable(verdicts)}\n\nWritten to ${resultsFile}`)
const slipped = verdicts.filter((v) => v.enforced && v.met === false)
if (slipped.length) {
  console.error(`\nEnforced goal(s) missed: ${slipped.map((v) => v.name).join('; ')}`)
  process.exit(1)
}

async function lighthouseFigures(origin: string, app: AppPages): Promise<LighthouseFigures[]> {
  const browser = await launchChrome()
  chrome = browser
  const out: LighthouseFigures[] = []
  try {
    // One discarded run first: the first load of a fresh Chrome and a fresh wrangler pays for their
    // own start (processes, the functions' first compile), which is no page's doing.
    const only = process.env.BENCH_PAGES?.split(',').filter(Boolean)
    const targets = lighthouseTargets(app).filter((t) => !only?.length || only.includes(t.page))
    const [first] = targets
    if (first) {
      process.stdout.write(`Lighthouse warm-up ${first.path} (discarded)… `)
      await measurePage(browser, origin, first, 1)
      console.log('done')
    }
    for (const target of targets) {
      const runs = target.formFactor === 'mobile' ? mobileRuns : 1
      process.stdout.write(
        `Lighthouse ${target.formFactor} ${target.path} (${target.visit}) ×${runs}… `,
      )
      const started = Date.now()
      out.push(await measurePage(browser, origin, target, runs))
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`)
    }
  } finally {
    await browser.stop()
    chrome = undefined
  }
  return out
}

function figureTable(): string {
  const rows: string[][] = []
  if (figures.lighthouse) {
    rows.push([`Lighthouse (median of ${mobileRuns} runs on mobile, 1 on desktop)`])
    rows.push(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms', 'CLS', 'FCP s'])
    for (const f of figures.lighthouse) {
      rows.push([
        `${f.formFactor} ${f.page === 'write' || f.page === 'shared' ? f.page : f.path}${f.visit === 'first' ? '' : ` (${f.visit})`}`,
        ...[
          f.scores.performance,
          f.scores.accessibility,
          f.scores['best-practices'],
          f.scores.seo,
        ].map(String),
        (f.lcpMs / 1000).toFixed(2),
        f.tbtMs.toFixed(0),
        f.cls.toFixed(3),
        (f.fcpMs / 1000).toFixed(2),
      ])
    }
  }
  if (figures.bundle) {
    rows.push(
      [''],
      ['Bundle: gzip size of what a page loads before any interaction (scripts/budgets.ts)'],
    )
    rows.push(...bundleRows(figures.bundle))
  }
  if (figures.backend) {
    const o = defaultBackendOptions
    rows.push(
      [''],
      [
        `Backend (PocketBase, ${o.users} users × ${o.songsPerUser} songs, ${o.connections} connections, ${o.durationS} s each)`,
      ],
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
      ...figures.backend.map((b: BackendFigures) => [
        b.scenario,
        String(b.requestsPerSecond),
        String(b.p50Ms),
        String(b.p99Ms),
        String(b.requests),
        String(b.errors),
      ]),
    )
  }
  if (figures.render) {
    rows.push(
      [''],
      ['Render: a 3-minute song (120 bpm, 90 bars) to WAV, offline in Chromium'],
      ['style', 'instrument', 'song s', 'render s', 'WAV MB'],
      ...figures.render.map((r) => [
        r.style,
        r.instrument,
        String(r.songS),
        r.renderS.toFixed(1),
        (r.wavBytes / 1e6).toFixed(1),
      ]),
    )
  }
  const notes = (figures.lighthouse ?? []).flatMap((f) =>
    f.shortfalls.length
      ? [`  ${f.formFactor} ${f.path} (${f.visit}): ${f.shortfalls.join(', ')}`]
      : [],
  )
  const table = formatTable(rows)
  return notes.length ? `${table}\n\nBelow full marks:\n${notes.join('\n')}` : table
}

function goalTable(verdicts: Verdict[]): string {
  return formatTable([
    ['goal', 'target', 'worst', 'where', 'status'],
    ...verdicts.map((v) => {
      const goal = goals.find((g) => g.name === v.name)
      const status =
        v.met === undefined ? 'not measured' : v.met ? 'met' : v.enforced ? 'MISSED' : 'not yet'
      return [
        v.name,
        v.target,
        v.worst && goal ? goal.format(v.worst.value) : '-',
        v.worst?.where ?? '-',
        `${status}${v.enforced ? ' (enforced)' : ''}`,
      ]
    }),
  ])
}

function writeResults(verdicts: Verdict[]) {
  mkdirSync(resolve(root, 'bench/results'), { recursive: true })
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
  const measuredAt = new Date().toISOString()
  const part = <T>(name: Part, value: T | undefined) =>
    parts.has(name) ? { measuredAt, figures: value ?? null } : previous[name]
  const results = {
    measuredAt,
    commit: gitCommit(),
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model },
    lighthouse: part('lighthouse', figures.lighthouse),
    bundle: part('bundle', figures.bundle),
    backend: part('backend', figures.backend),
    render: part('render', figures.render),
    goals: verdicts,
  }
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  } catch {
    return undefined
  }
}
