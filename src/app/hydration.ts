import { type HydrationState, matchRoutes, type RouteObject } from 'react-router-dom'

// React Router's own ids (the tree path of indexes), given up front so loader data can be keyed.
function assignIds(routes: RouteObject[], parentPath: string[] = []): void {
  routes.forEach((route, index) => {
    const treePath = [...parentPath, String(index)]
    route.id ??= treePath.join('-')
    if (route.children) assignIds(route.children, treePath)
  })
}

/** The id of the data block a prerendered page carries (scripts/prerender.ts). */
export const PAGE_DATA_ID = 'page-data'

/** The route loaders' data the prerender wrote into the page, if any. */
export function readPageData(doc: Document): Record<string, unknown> | undefined {
  const block = doc.getElementById(PAGE_DATA_ID)
  if (!block?.textContent) return undefined
  try {
    return JSON.parse(block.textContent) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/** Loads the lazy route modules that match the URL and merges them into their routes. */
export async function loadMatchedRoutes(routes: RouteObject[], url: URL) {
  assignIds(routes)
  const matches = matchRoutes(routes, url.pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
  return matches
}

/**
 * What the first client render of a prerendered page needs to match its HTML, with no inline
 * script: the matched lazy route modules, loaded and merged into their routes (React Router's
 * pattern for lazy routes and hydration), and the loaders' data: the page's own data block when it
 * has one (so chord pages hydrate without the music theory), else the loaders run again here.
 */
export async function prepareHydration(
  routes: RouteObject[],
  url: URL,
  pageData?: Record<string, unknown>,
): Promise<HydrationState> {
  const matches = await loadMatchedRoutes(routes, url)
  if (pageData) return { loaderData: pageData }
  const request = new Request(url)
  const loaded = await Promise.all(
    matches.map(async ({ route, params }) =>
      typeof route.loader === 'function' && route.id
        ? [[route.id, await route.loader({ request, params, context: {} } as never)]]
        : [],
    ),
  )
  return { loaderData: Object.fromEntries(loaded.flat()) }
}
