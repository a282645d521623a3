import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

// The stripe package ships source maps without their sources; Vite would warn about each of 200+ files.
const quietMissingSources: Plugin = {
  name: 'quiet-missing-sources',
  configResolved({ logger }) {
    const warnOnce = logger.warnOnce.bind(logger)
    logger.warnOnce = (message, options) => {
      if (!message.includes('points to missing source files')) warnOnce(message, options)
    }
  },
}

// Pages Functions tests run inside workerd against a real PocketBase (see tests/functions).
const bindings = {
  POCKETBASE_URL: process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090',
  // The test stack's mail catcher, for flows that follow a mail's link.
  MAIL_URL: process.env.MAIL_URL ?? 'http://127.0.0.1:8026/messages',
  PB_ADMIN_EMAIL: process.env.PB_ADMIN_EMAIL ?? 'admin@songpad.test',
  PB_ADMIN_PASSWORD: process.env.PB_ADMIN_PASSWORD ?? 'songpad-admin-dev',
}

export default defineConfig({
  plugins: [
    quietMissingSources,
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
    // Stands in for Stripe's and Brevo's APIs, so the tests run offline.
    globalSetup: ['tests/support/stand-in-server.ts'],
    // The tests share one PocketBase; keep them in order.
    fileParallelism: false,
    // Concurrency tests create several users, each a password hash; a busy machine is slow at that.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
