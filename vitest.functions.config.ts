import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

// Pages Functions tests run inside workerd against a real PocketBase (see tests/functions).
const bindings = {
  POCKETBASE_URL: process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090',
  PB_ADMIN_EMAIL: process.env.PB_ADMIN_EMAIL ?? 'admin@songpad.test',
  PB_ADMIN_PASSWORD: process.env.PB_ADMIN_PASSWORD ?? 'songpad-admin-dev',
}

export default defineConfig({
  plugins: [
    cloudflareTest({
      // Same compatibility date as production.
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings,
        // createPagesEventContext() needs an ASSETS binding; functions here never call it.
        serviceBindings: { ASSETS: () => new Response('Not found', { status: 404 }) },
      },
    }),
  ],
  test: {
    name: 'functions',
    include: ['tests/functions/**/*.test.ts'],
    // The tests share one PocketBase; keep them in order.
    fileParallelism: false,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
})
