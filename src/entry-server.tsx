// The server entry: scripts/prerender.ts renders the static pages with it at build time. They render
// without react-query's client (see src/app/query-client.tsx), as they hydrate.
import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { loadMatchedRoutes } from '@/app/hydration'
import { AppProvider } from '@/app/provider'
import { createRoutes } from '@/app/router'

export { frameModules, signedInPaths, signedOutPaths, staticPaths } from '@/app/static-paths'

export type RenderedPage = {
  /** The markup inside <div id="root">, title and meta tags first (see scripts/prerender.ts). */
  html: string
  /** Source files of the page's route modules, for modulepreload. */
  loadedModules: string[]
  /** The route loaders' data, written into the page so it hydrates without their code. */
  loaderData: Record<string, unknown>
}

// The server build reports every dynamic import here (scripts/vite/build-figures.ts).
const pageImports = new AsyncLocalStorage<Set<string>>()
Object.assign(globalThis, {
  __songpadTrackImport: async (load: Promise<{ __songpadModuleId?: string }>) => {
    const module = await load
    if (module.__songpadModuleId) pageImports.getStore()?.add(module.__songpadModuleId)
    return module
  },
})

export async function render(path: string): Promise<RenderedPage> {
  const loaded = new Set<string>()
  // Only the route modules are preloaded: what loaders import (the music theory of chord pages,
  // article bodies) is not needed to hydrate, as their data comes with the page.
  await pageImports.run(loaded, () =>
    loadMatchedRoutes(createRoutes(), new URL(path, 'http://localhost')),
  )
  const page = await pageImports.run(new Set(), () => renderHtml(path))
  return { ...page, loadedModules: [...loaded] }
}

async function renderHtml(path: string): Promise<Omit<RenderedPage, 'loadedModules'>> {
  const handler = createStaticHandler(createRoutes())
  // Loads the matched lazy route modules, as the client does before it hydrates.
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`)
  const [error] = Object.values(context.errors ?? {})
  if (error) throw new Error(`${path} failed to render`, { cause: error })
  const router = createStaticRouter(handler.dataRoutes, context)
  // A failed part would be left to the client (React renders its Suspense fallback): fail instead.
  const errors: unknown[] = []
  // Waits for every Suspense boundary, so the HTML is complete. No inline script: hydrate={false}
  // (no router data) and no chunk limit (React would stream big boundaries with a reveal script).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  )
  if (errors.length) throw new Error(`${path} failed to render`, { cause: errors[0] })
  let html = ''
  for await (const chunk of prelude) html += chunk
  return { html, loaderData: context.loaderData }
}
