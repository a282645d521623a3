import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'

/**
 * The editor's service worker, /sw.js (Workbox, through vite-plugin-pwa), so /write opens with no
 * connection. It precaches the SPA shell and every hashed file of the build (the editor's lazy
 * chunks among them; each a cache hit from then on, as their names change with their content).
 * A navigation to /write always asks the network first and falls back to the precached shell only
 * when there is none: online, the page is the deploy's own. Content pages are outside its scope and
 * never pass through it. On a new deploy the changed sw.js (served no-cache) replaces the old one at
 * once and drops the files it no longer lists.
 */
export function offlineApp() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // The editor's chunk registers it (register-offline-app.ts): no script in any page's HTML.
    injectRegister: false,
    // Not an installable app (yet): no web manifest, no link in every page's head.
    manifest: false,
    workbox: offlineWorkbox,
  })
}

/**
 * The Workbox packages whose code the generated sw.js holds (inlined): the router and its
 * strategies, the precache, and expiration for the samples' cache. Credited on /attribution.
 */
export const SERVICE_WORKER_PACKAGES = [
  'workbox-core',
  'workbox-expiration',
  'workbox-precaching',
  'workbox-routing',
  'workbox-strategies',
]

export const offlineWorkbox = {
  globPatterns: ['index.html', 'assets/**/*.{js,css,png,svg,woff2}', '*.{png,svg}'],
  // Vite's hashed names change with their content: fetched once, without a revision query.
  dontCacheBustURLsMatching: /^assets\//,
  navigateFallback: null,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // These functions run in the service worker, as written: they may use nothing from here.
      // Its scope is /write already (register-offline-app.ts); the path test keeps content
      // pages out should the scope ever widen.
      urlPattern: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && /^\/write(\/|$)/.test(url.pathname),
      // Never a copy of the page itself: an old one would name files a new deploy removed.
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/index.html' } },
    },
    {
      // The instruments' samples, once played, play offline too.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/samples/'),
      handler: 'CacheFirst',
      options: { cacheName: 'samples', expiration: { maxEntries: 200 } },
    },
  ],
} satisfies VitePWAOptions['workbox']
