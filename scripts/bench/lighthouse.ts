// Lighthouse on the built app: scores and Core Web Vitals per page, form factor and kind of visit.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import type { Chrome } from './chrome.ts'
import { median } from './stats.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type FormFactor = 'mobile' | 'desktop'
/**
 * first: nothing stored, so the consent dialog opens; returning: a consent choice is stored;
 * signed-in: a returning visitor with the target's session stored, as the app keeps it.
 */
export type Visit = 'first' | 'returning' | 'signed-in'

export type LighthouseTarget = {
  page: string
  path: string
  formFactor: FormFactor
  visit: Visit
  /** The stored session of a signed-in visit. */
  session?: string
}

export type LighthouseFigures = LighthouseTarget & {
  runs: number
  /** 0–100, the median over the runs. */
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** Lighthouse's measure of this machine's speed (higher is faster), to compare runs across machines. */
  benchmarkIndex: number
  /** What the largest contentful paint was, in the median run by LCP. */
  lcpElement?: string
  /** Audits below full marks in a category that is, with the points they cost. */
  shortfalls: string[]
  warnings: string[]
}

// Lighthouse's defaults, plus the visitor's own storage on a first visit.
const FIRST_VISIT_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
] as const

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

export async function measurePage(
  chrome: Chrome,
  origin: string,
  target: LighthouseTarget,
  runs: number,
): Promise<LighthouseFigures> {
  const results: Lhr[] = []
  for (let run = 0; run < runs; run++) {
    if (target.visit !== 'first') await storeVisitor(chrome, origin, target.session)
    results.push(await runOnce(chrome, `${origin}${target.path}`, target))
  }
  const pick = (read: (lhr: Lhr) => number) => median(results.map(read))
  const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const lcpMs = pick((lhr) => audit(lhr, 'largest-contentful-paint'))
  const medianRun =
    results.find((lhr) => audit(lhr, 'largest-contentful-paint') === lcpMs) ?? results[0]
  return {
    ...target,
    runs,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        pick((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
      ]),
    ) as Record<Category, number>,
    lcpMs,
    tbtMs: pick((lhr) => audit(lhr, 'total-blocking-time')),
    cls: pick((lhr) => audit(lhr, 'cumulative-layout-shift')),
    fcpMs: pick((lhr) => audit(lhr, 'first-contentful-paint')),
    benchmarkIndex: pick((lhr) => lhr.environment.benchmarkIndex),
    lcpElement: medianRun && lcpElement(medianRun),
    shortfalls: [...new Set(results.flatMap(shortfalls))],
    warnings: [...new Set(results.flatMap((lhr) => lhr.runWarnings))],
  }
}

async function runOnce(chrome: Chrome, url: string, target: LighthouseTarget): Promise<Lhr> {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
      clearStorageTypes: target.visit === 'first' ? [...FIRST_VISIT_CLEARS] : undefined,
    },
    target.formFactor === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  const keep = process.env.BENCH_REPORTS
  if (keep) {
    mkdirSync(keep, { recursive: true })
    const name = `${target.formFactor}-${target.page}-${Date.now()}.json`
    writeFileSync(resolve(keep, name), JSON.stringify(lhr))
  }
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    )
  }
  return lhr
}

// A returning visitor has made a consent choice, so the dialog stays closed; a signed-in one also
// has a session, and any other visitor none.
async function storeVisitor(chrome: Chrome, origin: string, session?: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((auth) => {
      window.localStorage.setItem('consentMode', JSON.stringify({ ad_storage: 'denied' }))
      if (auth) window.localStorage.setItem('pocketbase_auth', auth)
      else window.localStorage.removeItem('pocketbase_auth')
    }, session ?? '')
    await page.close()
  } finally {
    // Over CDP this disconnects and leaves the browser and its default profile as they are.
    await browser.close()
  }
}

function shortfalls(lhr: Lhr): string[] {
  return CATEGORIES.flatMap((id) => {
    const category = lhr.categories[id]
    if (!category || category.score === 1) return []
    return category.auditRefs.flatMap((ref) => {
      const score = lhr.audits[ref.id]?.score
      if (ref.weight === 0 || score === null || score === undefined || score === 1) return []
      return [`${id}: ${ref.id} (${score.toFixed(2)})`]
    })
  })
}

function lcpElement(lhr: Lhr): string | undefined {
  const node = findNode(lhr.audits['largest-contentful-paint-element']?.details)
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : undefined
}

type NodeDetails = { type: 'node'; selector?: string; snippet?: string }

function findNode(value: unknown): NodeDetails | undefined {
  if (!value || typeof value !== 'object') return undefined
  if ((value as { type?: unknown }).type === 'node') return value as NodeDetails
  for (const child of Object.values(value)) {
    const found = findNode(child)
    if (found) return found
  }
  return undefined
}
