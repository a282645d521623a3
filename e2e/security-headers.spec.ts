// The headers the local stack serves from dist/_headers (scripts/write-headers.ts), and what the CSP does.
import { expect, type Page, test } from '@playwright/test'
import { demo, pbUrl, signInAs, storeConsent } from './support/stack.ts'

const policy = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )

/** Records the CSP violations a page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test('pages carry a strict CSP and the security headers, and HTML is never cached', async ({
  request,
}) => {
  for (const path of ['/', '/learn', '/no-such-page']) {
    const response = await request.get(path)
    expect(response.ok()).toBe(true)
    const headers = response.headers()
    const csp = policy(headers['content-security-policy'] ?? '')
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')?.[0]).toBe("'self'")
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*\s|\*;/)
    expect(csp.get('connect-src')).toContain(new URL(pbUrl).origin)
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'", 'https://newsletter.songpad.app'])
    expect(headers['strict-transport-security']).toMatch(/^max-age=(\d{8,}|[3-9]\d{7})/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['cache-control']).toBe('no-cache')
  }
})

test('hashed assets are cached for a year, immutably', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // Module preloads, or the entry and chunks the start script loads (data-entry, data-modules).
  const assets = [...html.matchAll(/\/assets\/[^"'\s]+\.(?:js|css)/g)].map((m) => m[0])
  expect(assets.length).toBeGreaterThan(1)
  for (const asset of assets) {
    const response = await request.get(asset as string)
    expect(response.ok()).toBe(true)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})

test('the CSP blocks a script injected into the page', async ({ page }) => {
  await storeConsent(page)
  const violations = await recordViolations(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = "script"'
    document.body.append(script)
    const image = document.createElement('div')
    image.innerHTML = '<img src="data:," onerror="window.injected = \'handler\'">'
    document.body.append(image)
  })
  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']))
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined()
})

test('the app itself runs under the CSP without a violation, signed in', async ({ page }) => {
  await storeConsent(page)
  await signInAs(page, demo.trial.email)
  const violations = await recordViolations(page)
  for (const path of ['/', '/learn', '/account']) {
    await page.goto(path)
    // The premium bar needs PocketBase and the functions: both reached under the policy.
    await expect(page.getByTestId('premium-bar')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
  }
})

test('no other page may frame the app', async ({ page, baseURL }) => {
  await page.setContent(`<iframe title="app" src="${baseURL}/"></iframe>`)
  // setContent waits for the load event, which waits for the frame (or its error page).
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0)
})

test("the build's module map is not published", async ({ request }) => {
  for (const path of ['/.vite/manifest.json', '/.vite/chunk-modules.json']) {
    const response = await request.get(path)
    // Pages answers an unknown path with the app's shell, never with the build's JSON.
    expect(response.headers()['content-type'] ?? '').not.toContain('json')
    expect(await response.text()).not.toContain('src/main.tsx')
  }
})

test('the functions answer with nosniff, and the CSP names no tag manager the build lacks', async ({
  request,
}) => {
  const api = await request.post('/api/no-such-function', { data: {} })
  expect(api.status()).toBe(404)
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? ''
  // The test stack is built without VITE_ANALYTICS_ID.
  expect(csp).not.toContain('googletagmanager')
})
