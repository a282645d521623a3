import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { attribution } from './scripts/vite/attribution.ts'
import { chunkModules, trackDynamicImports } from './scripts/vite/build-figures.ts'
import { chordDb } from './scripts/vite/chord-db.ts'
import { compileHints } from './scripts/vite/compile-hint.ts'
import { inlineFavicon } from './scripts/vite/inline-favicon.ts'
import { learnArticles } from './scripts/vite/learn-articles.ts'
import { offlineApp } from './scripts/vite/offline-app.ts'
import { pianoSamples } from './scripts/vite/piano-samples.ts'
import { pureModules } from './scripts/vite/pure-modules.ts'
import { sitemap } from './scripts/vite/sitemap.ts'
import { tonalEntries } from './scripts/vite/tonal-entries.ts'

const functionsOrigin = `http://127.0.0.1:${process.env.PORT ?? 8788}`
const root = fileURLToPath(new URL('.', import.meta.url))

const unitTests = {
  setupFiles: ['src/testing/setup-tests.ts'],
  // Inlined so the tonal aliases below apply inside its packages too.
  server: { deps: { inline: ['tonal', /@tonaljs/] } },
  restoreMocks: true,
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    trackDynamicImports(root),
    chunkModules(root),
    learnArticles(root),
    chordDb(),
    pianoSamples(root),
    attribution(root),
    sitemap(root),
    compileHints(),
    inlineFavicon(root),
    pureModules(root, [
      'src/music',
      'src/content',
      'src/features/learn',
      // The shell imports these features' indexes: only what it uses may enter the first chunk.
      'src/features/premium',
      'src/features/consent',
      'src/features/theme',
      // Each route takes only its own pages of the auth feature (/auth: not the confirm pages).
      'src/features/auth',
      // The editor's share dialog takes only the publish control, not the community pages' code.
      'src/features/community',
    ]),
    // The editor's service worker: built with the client only, never in unit tests.
    !isSsrBuild && !process.env.VITEST && offlineApp(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...Object.entries(tonalEntries(root)).map(([find, replacement]) => ({ find, replacement })),
      // React Router's package points every bundler at its development build; the production
      // one drops the dev-only checks and warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: `${root}node_modules/react-router/dist/production/index.mjs`,
            },
            {
              find: /^react-router\/dom$/,
              replacement: `${root}node_modules/react-router/dist/production/dom-export.mjs`,
            },
          ]
        : []),
    ],
  },
  // tonal is bundled into the server build too, so Node never resolves its broken "main".
  ssr: { noExternal: ['tonal', /^@tonaljs\//] },
  // The footer's year while hydrating: prerendered HTML carries the year of the build.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The server build (src/entry-server.tsx) only feeds scripts/prerender.ts: no manifest, no public/.
  build: {
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // Every browser we support but Safari 16 preloads modules itself; there a preload is only
    // skipped (the module loads when imported), so no page ships the polyfill.
    modulePreload: {
      polyfill: false,
      // A page's practice parts load at a press: their imports follow them then, and the list of
      // them need not weigh on the page's first load.
      resolveDependencies: (file, deps) =>
        /assets\/(chord-check|ear-quiz)-/.test(file) ? [] : deps,
    },
    // The grain is drawn only once the app has started (src/index.css): inlined, it would weigh on
    // every page's HTML, which must arrive in the first round trip on a phone.
    assetsInlineLimit: (file) => (file.endsWith('/grain.png') ? false : undefined),
    // React DOM (with the JSX runtime every page needs) in a chunk of its own: the browser compiles
    // each module in a task of its own, so a phone does not compile the whole start in one long task.
    // The other groups join small modules every page, or every chord page, loads: left alone they
    // are a chunk each, and each chunk costs a request and its own gzip overhead.
    // The bundler's note on slow plugins (Tailwind's is most of a build) is not something to act on.
    rolldownOptions: isSsrBuild
      ? { checks: { bundlerTimings: false } }
      : {
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler|react)[\\/]/,
                },
                {
                  name: 'shared',
                  // With vite's helper that preloads a lazy chunk's imports, which every page needs.
                  test: /vite[\\/]preload-helper|src[\\/](config[\\/]constants|lib[\\/](token|import-with-reload)|components[\\/]seo[\\/]seo)\.tsx?$/,
                },
                {
                  name: 'chord-kit',
                  test: /src[\\/](music[\\/](chord-catalog|note-names|fretted)|features[\\/]learn[\\/](text|keyboard-range|components[\\/](section|on-demand|ear-quiz-section))|components[\\/]diagrams[\\/]fretted-diagram)\.tsx?$/,
                },
                // The form parts the sign-in, account, gift and onboarding forms share: one chunk
                // rather than a dozen tiny ones, each of which also names itself in every page's entry.
                {
                  name: 'form-parts',
                  test: /src[\\/](components[\\/]form[\\/][\w-]+|lib[\\/](response-status|too-many-attempts|use-async-action|error-message))\.tsx?$/,
                },
                // The card list and titled section the home, learn, about, affiliate and attribution
                // pages share: one small chunk rather than one each.
                {
                  name: 'page-parts',
                  test: /src[\\/]components[\\/]ui[\\/](card-list|titled-section)\.tsx$/,
                },
                // The page piano's hooks, shared by the chord page and its practice parts.
                {
                  name: 'chord-player',
                  test: /src[\\/](lib[\\/]use-player|features[\\/]learn[\\/]hooks[\\/]use-chord-player)\.tsx?$/,
                },
              ],
            },
          },
        },
  },
  // The dev server fronts the functions served by wrangler (npm run dev).
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': functionsOrigin },
    // The test stack builds into .data; a running dev server would reload for every page it writes.
    watch: { ignored: ['**/.data/**'] },
  },
  test: {
    // Threads start faster than forks, and the default leaves one of two cores idle.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    projects: [
      // Components run in jsdom; every other unit test in node, which starts in a fraction of the
      // time (a .ts test that needs a DOM says so with an `@vitest-environment jsdom` comment).
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pocketbase',
          environment: 'node',
          include: ['tests/pocketbase/**/*.test.ts'],
          // The song model's tests read records through it, and it uses tonal (see above).
          server: { deps: { inline: ['tonal', /@tonaljs/] } },
          fileParallelism: false,
          // Each sign-up hashes a password; on a busy 2-core machine that alone can take seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
