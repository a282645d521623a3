import { defineConfig, devices } from '@playwright/test'

// Runs against the stack `npm test` starts (or any other one named by BASE_URL).
const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8789'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `.data/test-results${process.env.TEST_STACK_ID ? `-${process.env.TEST_STACK_ID}` : ''}`,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The editor's offline worker would precache the whole build in every fresh context that opens
    // /write; e2e/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium by default; CHROME_PATH names another (e.g. your own Chrome).
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /pocketbase-outage\.spec\.ts/,
    },
    // Stops the shared PocketBase, so `npm test` runs it alone, after the others (its outage stage).
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /pocketbase-outage\.spec\.ts/,
    },
  ],
})
