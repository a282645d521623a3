import { type HydrationState, matchRoutes, type RouteObject } from 'react-router-dom'

// React Router's own ids (the tree path of indexes), given up front so loader data can be keyed.
function assignIds(routes: RouteObject[], parentPath: string[] = []): void {
  routes.forEach((route, index) => {
    const treePath = [...parentPath, String(index)]
    route.id ??= treePath.join('-')
    if (route.children) assignIds(route.children, treePath)
  })
}

/**
 * What the first client render of a prerendered page needs to match its HTML, with no inline data:
 * the matched lazy route modules, loaded and merged into their routes (React Router's pattern for
 * lazy routes and hydration), and the matched loaders' data, computed again here as the server did.
 */
export async function prepareHydration(routes: RouteObject[], url: URL): Promise<HydrationState> {
  assignIds(routes)
  const matches = matchRoutes(routes, url.pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
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
