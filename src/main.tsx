import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { prepareHydration, readPageData } from '@/app/hydration'
import { AppProvider } from '@/app/provider'
import { createRoutes } from '@/app/router'
import { loadSessionEffects } from '@/app/signed-in'
import { env } from '@/config/env'
import { startTheme } from '@/features/theme'
import { initAnalytics } from '@/lib/analytics'
import { deferAppStyles, loadAppStyles, loadAppStylesOnInput } from '@/lib/app-styles'
import { getSession } from '@/lib/auth-session'
import { takeEarlyClick } from '@/lib/early-click'
import { nextTask } from '@/lib/next-task'
import { wwwRedirectUrl } from '@/lib/www-redirect'
import './index.css'

async function start(container: HTMLElement) {
  // A signed-in visitor's nav needs the session's code: fetch it alongside the page's (a failure
  // surfaces where the shell renders it).
  if (getSession()) loadSessionEffects().catch(() => {})
  const routes = createRoutes()
  // Prerendered pages (scripts/prerender.ts) name their path and inline only the CSS they paint
  // with (the app's full stylesheets: their start script's data-styles).
  const startScript = document.querySelector<HTMLElement>('script[data-styles]')
  // A frame drawn for a signed-in user serves every path under its own (/write/:id).
  const frame = startScript !== null && 'signedIn' in startScript.dataset
  const fromHtml = container.dataset.prerendered === window.location.pathname || frame
  const fullStyles = () => startScript?.dataset.styles?.split(' ').filter(Boolean) ?? []
  // One drawn for another visitor (data-redraw: see start-after-paint.js), or a frame, is drawn
  // afresh, like a page that starts empty, and with the full stylesheets from the start (what
  // replaces a frame waits for them: the editor's chunk, src/app/routes/write.tsx).
  const prerendered = fromHtml && !frame && !('redraw' in document.documentElement.dataset)
  if (fromHtml && !prerendered) {
    deferAppStyles(fullStyles())
    void loadAppStyles()
  }
  // A prerendered page is painted and readable already: each step of its start is a task of its
  // own, so none of them keeps a phone from responding for long.
  if (prerendered) await nextTask()
  const hydrationData = prerendered
    ? await prepareHydration(routes, new URL(window.location.href), readPageData(document))
    : undefined
  if (prerendered) await nextTask()
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes, { hydrationData })} />
      </AppProvider>
    </StrictMode>
  )
  if (prerendered) {
    await nextTask()
    // The page painted with its own part of the CSS; the rest comes when it needs more (named
    // only now: the route modules loaded for hydration would have asked for it).
    deferAppStyles(fullStyles())
    loadAppStylesOnInput()
    // The signed-in nav and what the session loads are not in the prerendered page; a button tapped
    // before the start is clicked once the app is live (root-layout.tsx) and may open more.
    if (takeEarlyClick() || getSession()) void loadAppStyles()
    // In a transition, hydration yields to the browser every few milliseconds instead of one long
    // task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration error: React re-rendered', error),
      })
    })
  } else {
    // The page's own <Seo> tags replace what the server put in for link previews (functions/shared).
    for (const tag of document.head.querySelectorAll('[data-link-preview]')) tag.remove()
    // In a transition too: the first render yields to the browser while it runs.
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
}

// Not in the module's top-level code: a stack captured there (by devtools or Lighthouse's trace,
// on the first DOM write) makes V8 re-parse the whole entry chunk for its source positions. And
// in a task after the one that evaluated the modules, not in a microtask of it.
function boot() {
  const wwwUrl = wwwRedirectUrl(window.location)
  if (wwwUrl) {
    window.location.replace(wwwUrl)
    return
  }
  // Before the first render; a chosen theme is already in the HTML (functions/_middleware.ts).
  startTheme()
  // The page's grain texture (src/index.css) comes with the app, after a prerendered page's paint.
  document.documentElement.dataset.grain = ''
  initAnalytics(env.ANALYTICS_ID)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html needs a <div id="root">')
  void start(container)
}

setTimeout(boot, 0)
