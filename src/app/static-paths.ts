import { paths } from '@/config/paths'
import { ARTICLE_SLUGS } from '@/content/articles/article-slugs'
import { allChordSlugs } from '@/music/chord-catalog'

// Pages that look the same for everyone, so the build renders them to HTML (scripts/prerender.ts).
// Session-dependent parts render signed out there and switch after hydration.
const STATIC_PAGES = [
  paths.home.getHref(),
  paths.learn.getHref(),
  paths.about.getHref(),
  paths.attribution.getHref(),
  paths.affiliate.getHref(),
  paths.privacyPolicy.getHref(),
  paths.terms.getHref(),
]

/**
 * Pages drawn for a signed-out visitor at their bare URL: /auth's sign-in form, the community's
 * pitch. A signed-in visitor, or another view of the page (`?view=register`, a search), gets the
 * page drawn afresh by the app (src/app/start-after-paint.js).
 */
const SIGNED_OUT_PAGES = [paths.auth.getHref(), paths.community.getHref()]

export const signedOutPaths = (): string[] => [...SIGNED_OUT_PAGES]

/**
 * Pages drawn as a frame for a signed-in user, served for their own path and every path under it
 * (/write/:id): the editor's header, which the app draws afresh with the song.
 */
const SIGNED_IN_PAGES = [paths.write.getHref()]

export const signedInPaths = (): string[] => [...SIGNED_IN_PAGES]

/**
 * What a frame's app will import at once for a signed-in user (the editor): fetched beside the
 * entry, not after it has started and asked for it.
 */
export const frameModules = (): Record<string, string[]> => ({
  [paths.write.getHref()]: ['src/features/editor/index.ts'],
})

/**
 * Every path the build prerenders. Learn articles and chord pages add their slugs here, e.g.
 * `...learnSlugs.map(paths.learnArticle.getHref)`.
 */
export function staticPaths(): string[] {
  return [
    ...STATIC_PAGES,
    ...SIGNED_OUT_PAGES,
    ...SIGNED_IN_PAGES,
    ...ARTICLE_SLUGS.map((slug) => paths.learnArticle.getHref(slug)),
    ...allChordSlugs().map((slug) => paths.chord.getHref(slug)),
  ]
}
