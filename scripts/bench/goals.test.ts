// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type BenchFigures, goals, judge } from './goals.ts'
import type { LighthouseFigures } from './lighthouse.ts'
import { median } from './stats.ts'
import { formatTable } from './table.ts'

const figure = (path: string, over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  page: path,
  path,
  formFactor: 'mobile',
  visit: 'first',
  runs: 3,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  fcpMs: 800,
  benchmarkIndex: 1500,
  shortfalls: [],
  warnings: [],
  ...over,
})
const goal = (name: string) => {
  const found = goals.find((g) => g.name === name)
  if (!found) throw new Error(`no goal ${name}`)
  return found
}

describe('judge', () => {
  const lcp = goal('mobile LCP ≤ 1.2 s on content pages')

  it('meets a goal when every reading is within the target', () => {
    const figures = { lighthouse: [figure('/'), figure('/learn', { lcpMs: 1200 })] }
    expect(judge(lcp, figures)).toMatchObject({ met: true, worst: { where: 'mobile /learn' } })
  })

  it('misses it on the worst reading and says where', () => {
    const figures = {
      lighthouse: [figure('/', { lcpMs: 1300 }), figure('/learn', { lcpMs: 1250 })],
    }
    expect(judge(lcp, figures)).toMatchObject({
      met: false,
      worst: { where: 'mobile /', value: 1300 },
    })
  })

  it('counts only the pages and form factors the goal names', () => {
    const figures = {
      lighthouse: [
        figure('/auth', { lcpMs: 5000 }),
        figure('/', { formFactor: 'desktop', lcpMs: 5000 }),
        figure('/learn'),
      ],
    }
    expect(judge(lcp, figures).met).toBe(true)
  })

  it('holds chord pages and articles, on a phone, to their performance goal', () => {
    const perf = goal('mobile performance ≥ 98 on chord pages and articles')
    const scored = (page: string, path: string, performance: number, over = {}) =>
      figure(path, {
        page,
        scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
        ...over,
      })
    const others = [
      scored('home', '/', 90),
      scored('auth', '/auth', 90),
      scored('chord', '/how-to-play-chord-piano/c-major', 90, { formFactor: 'desktop' }),
    ]
    const chord = scored('chord', '/how-to-play-chord-piano/c-major', 98)
    expect(judge(perf, { lighthouse: [...others, chord] }).met).toBe(true)
    const article = scored('article', '/learn/the-two-five-one', 97)
    expect(judge(perf, { lighthouse: [...others, chord, article] })).toMatchObject({
      met: false,
      worst: { where: 'mobile /learn/the-two-five-one', value: 97 },
    })
  })

  it('never meets a goal on a figure Lighthouse could not measure', () => {
    const figures = { lighthouse: [figure('/'), figure('/learn', { lcpMs: Number.NaN })] }
    expect(judge(lcp, figures)).toMatchObject({ met: false, worst: { where: 'mobile /learn' } })
  })

  it('leaves a goal unjudged when its part was not measured', () => {
    expect(judge(lcp, {}).met).toBeUndefined()
  })

  it('judges higher-is-better scores on every page, returning visits included', () => {
    const a11y = goal('accessibility 100 on every page')
    const figures: BenchFigures = {
      lighthouse: [
        figure('/auth'),
        figure('/', {
          visit: 'returning',
          scores: { performance: 100, accessibility: 96, 'best-practices': 100, seo: 100 },
        }),
      ],
    }
    expect(judge(a11y, figures)).toMatchObject({
      met: false,
      worst: { where: 'mobile / (returning)', value: 96 },
    })
  })

  it('fails the backend goal on a single refused request', () => {
    const backend = goal('backend: every request of an owner succeeds')
    const row = { requestsPerSecond: 1, p50Ms: 1, p99Ms: 1, requests: 10 }
    const figures = {
      backend: [
        { ...row, scenario: 'list own songs', errors: 0 },
        { ...row, scenario: 'update own song', errors: 1 },
      ],
    }
    expect(judge(backend, figures)).toMatchObject({
      met: false,
      worst: { where: 'update own song' },
    })
  })
})

describe('median', () => {
  it('takes the middle value, ignoring what was not measured', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, Number.NaN, 1, 3])).toBe(3)
    expect(median([])).toBeNaN()
  })
})

describe('formatTable', () => {
  it('aligns columns and lets one-cell rows stand as headings', () => {
    expect(
      formatTable([['Heading'], ['page', 'perf'], ['mobile /learn', '99'], ['/', '100']]),
    ).toBe(
      ['Heading', 'page           perf', 'mobile /learn    99', '/               100'].join('\n'),
    )
  })
})
