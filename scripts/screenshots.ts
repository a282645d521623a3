// Screenshots of pages in Chromium at desktop and phone size, light and dark, for a look by eye:
// `npx tsx scripts/screenshots.ts / /learn` (BASE_URL, default http://127.0.0.1:8788; AS=<demo e-mail>).
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import config from '../playwright.config.ts'
import { DEMO_PASSWORD } from './demo-users.ts'

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8788'
const pbUrl = process.env.PB_URL ?? 'http://127.0.0.1:8090'
const out = resolve(import.meta.dirname, '../.data/screenshots')
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

mkdirSync(out, { recursive: true })
const browser = await chromium.launch(config.use?.launchOptions)
const auth = process.env.AS ? await signIn(process.env.AS) : undefined
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    const phone = device === 'phone'
    const context = await browser.newContext({
      viewport,
      colorScheme: theme,
      bypassCSP: true,
      hasTouch: phone,
      isMobile: phone,
    })
    await context.addInitScript((session) => {
      localStorage.setItem('consentMode', JSON.stringify({ ad_storage: 'denied' }))
      if (session) localStorage.setItem('pocketbase_auth', session)
    }, auth ?? '')
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      // A full-page capture does not scroll, so parts laid out only near the screen would be blank.
      await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
      const name = `${path.replace(/[^\w]+/g, '_') || 'home'}-${device}-${theme}.png`
      await page.screenshot({ path: resolve(out, name), fullPage: true })
      console.log(resolve(out, name))
    }
    await context.close()
  }
}
await browser.close()

async function signIn(email: string) {
  const response = await fetch(`${pbUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: DEMO_PASSWORD }),
  })
  const { token, record } = await response.json()
  return JSON.stringify({ token, model: record })
}
