import type { AppPages } from './app-pages.ts'
import type { FormFactor, LighthouseTarget, Visit } from './lighthouse.ts'

export type BenchPage = {
  page: string
  path: string
  /** Content pages carry the strict speed goals; the signed-out app pages (auth, community) their LCP goal. */
  content: boolean
}

export const benchPages: BenchPage[] = [
  { page: 'home', path: '/', content: true },
  { page: 'learn', path: '/learn', content: true },
  { page: 'auth', path: '/auth', content: false },
  { page: 'community', path: '/community', content: false },
  { page: 'chord', path: '/how-to-play-chord-piano/c-major', content: true },
  { page: 'chord', path: '/how-to-play-chord-piano/c-sharp-minor-7', content: true },
  { page: 'chord', path: '/how-to-play-chord-piano/b-flat-major-7', content: true },
  { page: 'article', path: '/learn/reading-chord-symbols', content: true },
  { page: 'article', path: '/learn/the-two-five-one', content: true },
]

export const contentPaths = new Set(benchPages.filter((p) => p.content).map((p) => p.path))

type Plan = { formFactor: FormFactor; visit: Visit; paths?: string[] }

// Every page on both form factors as a first visit; the two busiest also as a returning visitor.
const plans: Plan[] = [
  { formFactor: 'mobile', visit: 'first' },
  { formFactor: 'mobile', visit: 'returning', paths: ['/', '/learn'] },
  { formFactor: 'desktop', visit: 'first' },
]

const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop']

/** The content pages as planned, then the editor signed in and a shared song, on both form factors. */
export function lighthouseTargets(app?: AppPages): LighthouseTarget[] {
  const content = plans.flatMap(({ formFactor, visit, paths }) =>
    benchPages
      .filter((p) => !paths || paths.includes(p.path))
      .map(({ page, path }) => ({ page, path, formFactor, visit })),
  )
  if (!app) return content
  return [
    ...content,
    ...FORM_FACTORS.flatMap((formFactor): LighthouseTarget[] => [
      { page: 'shared', path: app.sharedPath, formFactor, visit: 'returning' },
      { page: 'write', path: app.writePath, formFactor, visit: 'signed-in', session: app.session },
    ]),
  ]
}
