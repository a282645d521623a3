import { createHash } from 'node:crypto'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { COMPILE_HINT } from '../scripts/vite/compile-hint.ts'
import { demo, gotoLive, signInAs, storeConsent } from './support/stack.ts'

// Pages that look the same for everyone are HTML before any script runs, then hydrate.
const staticPages = ['/', '/learn', '/about']
// And the sign-in form, drawn for a signed-out visitor at its bare URL.
const prerenderedPages = [...staticPages, '/auth']

// React's hydration failures: its dev messages, and the production error codes 418–425.
const HYDRATION_PROBLEM =
  /hydrat|did not match|react\.dev\/errors\/4(18|19|20|21|22|23|25)|Minified React error #4(18|19|20|21|22|23|25)/i

function watchForHydrationProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

for (const path of staticPages) {
  test(`${path} shows its heading, title and metadata from the HTML alone`, async ({
    browser,
    page,
  }) => {
    // The page as the app shows it, to compare with the JavaScript-free one.
    await storeConsent(page)
    await page.goto(path)
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    const title = await page.title()
    expect(heading).toBeTruthy()
    expect(title).toMatch(/ · Songpad$/)

    await withoutJavaScript(browser, async (bare) => {
      await bare.goto(path)
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
      await expect(bare).toHaveTitle(title)
      await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
      await expect(bare.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http/)
      // Rendered signed out; no "needs JavaScript" notice on a page that works without it.
      await expect(nav(bare).getByRole('link', { name: 'Sign in' })).toBeVisible()
      await expect(bare.getByText('needs JavaScript')).toHaveCount(0)
    })
  })
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

test('the prerendered HTML runs one inline script, the start script, and it and the inlined CSS are allowed by hash', async ({
  browser,
  request,
}) => {
  const startScripts = new Set<string>()
  for (const path of prerenderedPages) {
    const response = await request.get(path)
    const html = await response.text()
    expect(html, path).toContain(`data-prerendered="${path}"`)
    const csp = response.headers()['content-security-policy'] ?? ''
    // Nothing is requested before the first paint: no script file, no stylesheet.
    expect(html, path).not.toMatch(
      /<script\b[^>]*\bsrc=|<link\b[^>]*rel="(stylesheet|modulepreload)"/,
    )
    const inline = [
      ...html.matchAll(
        /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi,
      ),
    ].map((m) => m[1] ?? '')
    expect(inline, path).toHaveLength(1)
    expect(inline[0], path).toContain('first-contentful-paint')
    expect(csp, path).toContain(sha256(inline[0] ?? ''))
    startScripts.add(inline[0] ?? '')
    // The CSS is inlined so that nothing but the HTML stands before the first paint.
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
    expect(styles.length, path).toBeGreaterThan(0)
    for (const css of styles) {
      // A :root:has() rule makes the browser restyle the root on every change to the page.
      expect(css, path).not.toContain(':root:has(')
      expect(csp, path).toContain(sha256(css))
    }
  }
  // One script for every page, so the policy allows that one script and no other.
  expect(startScripts.size).toBe(1)
  // And the browser applies it: the navigation bar is styled (sticky) before any script ran.
  await withoutJavaScript(browser, async (bare) => {
    await bare.goto('/learn')
    await expect(bare.locator('header').first()).toHaveCSS('position', 'sticky')
  })
})

test('the scripts every page starts with ask V8 to compile them off the main thread', async ({
  request,
}) => {
  const html = await (await request.get('/learn')).text()
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1] ?? ''
  const reactDom = /data-modules="[^"]*?(\/assets\/react-dom-[^" ]+)/.exec(html)?.[1] ?? ''
  for (const file of [entry, reactDom]) {
    expect(file).toMatch(/^\/assets\/.+\.js$/)
    // V8 honours the hint only before any code.
    expect((await (await request.get(file)).text()).startsWith(`${COMPILE_HINT}\n`), file).toBe(
      true,
    )
  }
})

test('a static page answers at its own URL; the trailing-slash form redirects to it', async ({
  request,
}) => {
  const learn = await request.get('/learn', { maxRedirects: 0 })
  expect(learn.status()).toBe(200)
  const slash = await request.get('/learn/', { maxRedirects: 0 })
  expect(slash.status()).toBe(308)
  expect(slash.headers().location).toMatch(/\/learn$/)
})

for (const path of ['/', '/learn']) {
  test(`${path} hydrates without a mismatch for a visitor`, async ({ page }) => {
    const problems = watchForHydrationProblems(page)
    await storeConsent(page)
    await gotoLive(page, path)
    // The theme dialog opens only once the page is hydrated (its code loads on demand).
    await page.getByRole('button', { name: 'Theme' }).click()
    await expect(page.getByRole('dialog', { name: 'Theme' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test(`${path} hydrates signed out, then shows a signed-in user's avatar`, async ({ page }) => {
    const problems = watchForHydrationProblems(page)
    await storeConsent(page)
    await signInAs(page, demo.free.email)
    await page.goto(path)
    await expect(nav(page).getByRole('link', { name: 'Account' })).toHaveText('F')
    await expect(nav(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    expect(problems).toEqual([])
  })
}

test('a premium user gets Write after load, and can sign out at once', async ({ page }) => {
  const problems = watchForHydrationProblems(page)
  await storeConsent(page)
  await signInAs(page, demo.premium.email)
  await page.goto('/learn')
  await expect(nav(page).getByRole('link', { name: 'Write' })).toBeVisible()
  await expect(page.getByTestId('premium-bar')).toBeVisible()
  await nav(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(problems).toEqual([])
})

test('the first visit hydrates too, with the consent dialog opening by itself', async ({
  page,
}) => {
  const problems = watchForHydrationProblems(page)
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a button tapped before the app has started does its job once the app is live', async ({
  page,
}) => {
  const problems = watchForHydrationProblems(page)
  await storeConsent(page)
  // The app's scripts wait until the button has been tapped.
  let release = () => {}
  const tapped = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await tapped
    await route.continue()
  })
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await page.getByRole('button', { name: 'Cookie Settings' }).click()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
  await expect(dialog).toBeHidden()

  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'Cookies for Ads' })).not.toBeChecked()
  expect(problems).toEqual([])
})

test('after load the app is the same SPA: links navigate without a page load', async ({ page }) => {
  await storeConsent(page)
  await gotoLive(page, '/')
  await page.getByRole('button', { name: 'Theme' }).click()
  await page.getByRole('button', { name: 'Done' }).click()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await nav(page).getByRole('link', { name: 'Learn' }).click()
  await expect(page).toHaveURL(/\/learn$/)
  await expect(page).toHaveTitle(/Learn/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a prerendered page paints with its part of the CSS; the rest comes with the first navigation', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/how-to-play-chord-piano/c-major')).text()
  const full = /data-styles="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
  expect(full.length).toBeGreaterThan(0)
  const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('')
  const fullCss = (await Promise.all(full.map(async (f) => (await request.get(f)).text()))).join('')
  // Rules for other pages (the editor's, the account's) stay out of the chord page's HTML.
  expect(inlined.length).toBeLessThan(fullCss.length / 1.5)

  const stylesheets: string[] = []
  page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()))
  await storeConsent(page)
  await gotoLive(page, '/how-to-play-chord-piano/c-major')
  expect(stylesheets).toEqual([])
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Learn' })
    .click()
  await expect(page).toHaveURL(/\/learn$/)
  expect(stylesheets.map((url) => new URL(url).pathname)).toEqual(full)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  // The learn index, which the chord page's CSS does not cover, is styled: its search field too.
  await expect(page.getByRole('searchbox').first()).toHaveCSS('border-top-left-radius', /[1-9]/)
})

test('the first paint waits for no image: the grain is drawn once the app has started', async ({
  browser,
  page,
}) => {
  const grain = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundImage)
  await withoutJavaScript(browser, async (bare) => {
    await bare.goto('/learn')
    await expect(bare.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await grain(bare)).toBe('none')
  })
  await storeConsent(page)
  const images: string[] = []
  page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname))
  await gotoLive(page, '/learn')
  await expect.poll(() => grain(page)).toMatch(/\/assets\/grain-[\w-]+\.png/)
  await expect.poll(() => images.filter((path) => path.includes('/grain-'))).toHaveLength(1)
})

for (const path of ['/account', '/o/gift?id=abc', '/shared/some-song', '/no/such/page']) {
  test(`${path} opened directly gets the app shell and renders in the browser`, async ({
    page,
  }) => {
    await storeConsent(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(await response?.text()).toContain('<div id="root"></div>')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page).toHaveTitle(/Songpad/)
  })
}

test('a page without prerendered HTML says it is loading until the app draws it', async ({
  page,
}) => {
  await storeConsent(page)
  const release = await holdScripts(page)
  // Not waiting for the load event: the shell's module script is held, and the load waits for it.
  await page.goto('/account', { waitUntil: 'commit' })
  const loading = page.getByRole('status').filter({ hasText: 'Loading Songpad…' })
  await expect(loading).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(loading).toBeHidden()
})

/** Holds the app's scripts until `release` is called: what the HTML alone shows stays on screen. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const welcome = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome to Songpad', includeHidden: true })

test('/auth paints its sign-in form from the HTML alone, then hydrates it', async ({
  browser,
  page,
}) => {
  await withoutJavaScript(browser, async (bare) => {
    await bare.goto('/auth')
    await expect(welcome(bare)).toBeVisible()
    await expect(bare).toHaveTitle('Sign in · Songpad')
    await expect(bare.getByLabel('Email')).toBeVisible()
  })
  const problems = watchForHydrationProblems(page)
  await storeConsent(page)
  await gotoLive(page, '/auth')
  await expect(welcome(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
  await page.getByRole('button', { name: 'Create new account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a signed-in visitor opening /auth never sees the sign-in form: on to the account', async ({
  page,
}) => {
  await storeConsent(page)
  await signInAs(page, demo.trial.email)
  const release = await holdScripts(page)
  await page.goto('/auth')
  // The HTML's form is there, but hidden: it is not this visitor's page.
  await expect(welcome(page)).toBeAttached()
  await expect(welcome(page)).toBeHidden()
  release()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  // Drawn with the whole stylesheet: the premium bar's classes are not among what the sign-in form
  // was painted with.
  await expect(page.getByTestId('premium-bar')).toBeVisible()
})

test('another view of /auth is drawn by the app, not hydrated over the sign-in form', async ({
  page,
}) => {
  const problems = watchForHydrationProblems(page)
  await storeConsent(page)
  const release = await holdScripts(page)
  await page.goto('/auth?view=register')
  await expect(welcome(page)).toBeHidden()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(welcome(page)).toHaveCount(0)
  expect(problems).toEqual([])
})

const pitch = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'The Songpad community', includeHidden: true })

test('/community shows a visitor its pitch from the HTML alone, then hydrates it', async ({
  browser,
  page,
}) => {
  await withoutJavaScript(browser, async (bare) => {
    await bare.goto('/community')
    await expect(pitch(bare)).toBeVisible()
    await expect(bare).toHaveTitle('Community · Songpad')
    await expect(bare.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible()
  })
  const problems = watchForHydrationProblems(page)
  await storeConsent(page)
  await gotoLive(page, '/community')
  await expect(pitch(page)).toBeVisible()
  await page.getByRole('link', { name: 'Sign in or create an account' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  expect(problems).toEqual([])
})

test('a member opening /community never sees the visitors’ pitch: the songs come instead', async ({
  page,
}) => {
  await storeConsent(page)
  await signInAs(page, demo.premium.email)
  const release = await holdScripts(page)
  await page.goto('/community')
  await expect(pitch(page)).toBeAttached()
  await expect(pitch(page)).toBeHidden()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible()
  // The premium bar's classes are not among what the pitch was painted with: the whole stylesheet is.
  await expect(page.getByTestId('premium-bar')).toBeVisible()
  await expect(page.getByRole('search')).toBeVisible()
  await expect(pitch(page)).toHaveCount(0)
})

/** The chunks the editor's frame fetches for a writer, as the build listed them. */
const frameModules = async (page: Page) =>
  (await page.locator('script[data-frame-modules]').getAttribute('data-frame-modules')) ?? ''

const frame = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Opening your song…', includeHidden: true })

test('/write paints the editor’s frame from the HTML, at its own path and a song’s, then the editor takes its place', async ({
  request,
  page,
}) => {
  for (const path of ['/write', '/write/some-song-id']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('Opening your song…</h1>')
  }
  const problems = watchForHydrationProblems(page)
  await storeConsent(page)
  await signInAs(page, demo.premium.email)
  const release = await holdScripts(page)
  await page.goto('/write')
  await expect(frame(page)).toBeVisible()
  await expect(page).toHaveTitle('Write · Songpad')
  // Drawn without a visitor: a writer is not offered to sign in meanwhile.
  await expect(nav(page).getByRole('link', { name: 'Sign in', includeHidden: true })).toBeHidden()
  // The editor's chunks are asked for beside the entry, before the app has started to want them.
  const [editorChunk] = (await frameModules(page)).split(' ')
  expect(editorChunk).toMatch(/^\/assets\/.+\.js$/)
  await expect(page.locator(`link[rel="modulepreload"][href="${editorChunk}"]`)).toBeAttached()
  release()
  // The held scripts, then the editor's chunk and the song: as long as the editor's other tests wait.
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })
  await expect(frame(page)).toHaveCount(0)
  // Drawn with the whole stylesheet: the toolbars' classes are not among what the frame painted with.
  await expect(page.getByRole('button', { name: 'My songs' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Play' }).first()).toBeVisible()
  expect(problems).toEqual([])
})

test('a visitor without a session opening /write never sees the editor’s frame: on to sign in', async ({
  page,
}) => {
  await storeConsent(page)
  const release = await holdScripts(page)
  await page.goto('/write/some-song-id')
  await expect(frame(page)).toBeAttached()
  await expect(frame(page)).toBeHidden()
  // The app is asked for, but not the editor that a visitor cannot open.
  await expect(page.locator('script[type="module"][src^="/assets/"]')).toBeAttached()
  const chunks = (await frameModules(page)).split(' ')
  for (const chunk of chunks)
    await expect(page.locator(`link[rel="modulepreload"][href="${chunk}"]`)).toHaveCount(0)
  release()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(welcome(page)).toBeVisible()
})
