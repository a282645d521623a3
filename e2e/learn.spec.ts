import { expect, type Page, test } from '@playwright/test'
import { HAND_CHECKED_CHORDS } from '../src/testing/hand-checked-chords.ts'
import { demo, gotoLive, signInAs, storeConsent } from './support/stack.ts'

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

// The page writes F#, Bb and Bbb as F♯, B♭ and B♭♭.
const shown = (note: string) => note[0] + note.slice(1).replaceAll('#', '♯').replaceAll('b', '♭')

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

const notesOnPage = (page: Page) =>
  page
    .getByRole('list', { name: /^Notes of / })
    .getByRole('listitem')
    .allTextContents()

for (const { slug, symbol, notes } of HAND_CHECKED_CHORDS) {
  test(`the ${symbol} page shows the notes worked out by hand`, async ({ page }) => {
    await page.goto(`/how-to-play-chord-piano/${slug}`)
    // A busy machine may take a while to load the page's code when it is not prerendered.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('piano chord', {
      timeout: 15_000,
    })
    expect(await notesOnPage(page)).toEqual(notes.map(shown))
  })
}

test('a chord page arrives rendered, with its metadata, before any script runs', async ({
  request,
}) => {
  const response = await request.get('/how-to-play-chord-piano/d-flat-7')
  expect(response.status()).toBe(200)
  // React separates adjacent text with empty comments.
  const html = (await response.text()).replaceAll('<!-- -->', '')
  expect(html).toMatch(/D♭7 piano chord<span[^>]*>Db7, D flat 7<\/span><\/h1>/)
  expect(html).toMatch(/aria-label="Notes of D♭7"/)
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/how-to-play-chord-piano\/d-flat-7"/)
  expect(html).toMatch(/<meta property="og:title" content="D♭7 piano chord \(Db7, D flat 7\)/)
  expect(html).toMatch(/<title>D♭7 piano chord \(Db7, D flat 7\): notes, fingering, inversions/)
  expect(html).toMatch(/<meta name="twitter:card"/)
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
  const data = JSON.parse(jsonLd ?? '{}')
  const types = data['@graph'].map((node: { '@type': string }) => node['@type'])
  expect(types).toEqual(['BreadcrumbList', 'FAQPage'])
})

for (const path of [
  '/how-to-play-chord-piano/c-major',
  '/how-to-play-chord-piano/d-flat-7',
  '/how-to-play-chord-piano/b-13',
  // No ukulele shape (five notes) and a double sharp (F𝄪).
  '/how-to-play-chord-piano/e-7-sharp-9',
  '/learn/reading-chord-symbols',
]) {
  test(`${path} hydrates its prerendered HTML without a mismatch`, async ({ page }) => {
    const problems = watchForHydrationProblems(page)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(problems).toEqual([])
  })
}

test('an unknown chord or article shows the not-found page', async ({ page }) => {
  for (const path of ['/how-to-play-chord-piano/h-major', '/learn/no-such-article']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  }
})

test('the learn index filters chords and articles as you type', async ({ page }) => {
  await gotoLive(page, '/learn')
  const chords = page.locator('#chords')
  // C's chords show; another root's open on a click (and by keyboard: a summary is a button).
  await expect(chords.getByRole('link', { name: 'Cm', exact: true })).toBeVisible()
  await expect(chords.getByRole('link', { name: 'Dm', exact: true })).toBeHidden()
  await chords.getByText('D chords', { exact: true }).click()
  await expect(chords.getByRole('link', { name: 'Dm', exact: true })).toBeVisible()
  await chords.locator('summary', { hasText: 'E chords' }).focus()
  await page.keyboard.press('Enter')
  await expect(chords.getByRole('link', { name: 'Em', exact: true })).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search chords and articles' })
  await search.fill('C#m7')
  await expect(chords.getByRole('link', { name: 'C♯m7', exact: true })).toBeVisible()
  await expect(chords.getByRole('link', { name: 'C♯m7♭5', exact: true })).toBeVisible()
  await expect(chords.getByRole('link', { name: 'Dm', exact: true })).toHaveCount(0)
  await expect(page.getByRole('search').getByRole('status')).toContainText('2 chords match')

  await search.fill('inversions')
  await expect(page.getByRole('link', { name: /Chord inversions/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'How to read chord symbols' })).toHaveCount(0)

  await search.fill('zzzz')
  await expect(page.getByText('No chord matches your search.')).toBeVisible()
  await expect(page.getByText('No article matches your search.')).toBeVisible()

  await search.fill('')
  await page.getByLabel('Kind of chord').selectOption('m7')
  await expect(chords.getByRole('link')).toHaveCount(17)
  await expect(chords.getByRole('link', { name: 'Am7', exact: true })).toBeVisible()
  await expect(chords.getByRole('link', { name: 'Am', exact: true })).toHaveCount(0)
})

test('a chord typed as it is said opens its page, from /learn and from a chord page', async ({
  page,
}) => {
  await gotoLive(page, '/learn')
  await page.getByRole('searchbox', { name: 'Search chords and articles' }).fill('f sharp minor 7')
  await page.keyboard.press('Enter')
  // The address changes once the chord page's code and data have loaded: slow on a busy machine.
  await expect(page).toHaveURL(/\/how-to-play-chord-piano\/f-sharp-minor-7$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('F♯m7 piano chord')

  await page.getByRole('searchbox', { name: 'Find a chord' }).fill('Am/E')
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(page).toHaveURL(/\/how-to-play-chord-piano\/a-minor#inversions$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/how-to-play-chord-piano\/f-sharp-minor-7$/)
})

test('a chord page’s search box works before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/how-to-play-chord-piano/c-major')
  await page.getByRole('searchbox', { name: 'Find a chord' }).fill('Gbm7')
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(page).toHaveURL(/\/learn\?q=Gbm7$/)
  // The search page answers once its script runs.
  await context.close()
  const live = await browser.newContext()
  const second = await live.newPage()
  await storeConsent(second)
  await second.goto('/learn?q=Gbm7')
  // The address changes once the chord page's code and data have loaded: slow on a busy machine.
  await expect(second).toHaveURL(/\/how-to-play-chord-piano\/g-flat-minor-7$/, { timeout: 15_000 })
  await live.close()
})

test('an article links to chord pages that open inside the app', async ({ page }) => {
  await page.goto('/learn/reading-chord-symbols')
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to read chord symbols' }),
  ).toBeVisible()
  // Before hydration the links are plain links (they work too, with a page load).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // A mark on the window survives in-app navigation but not a page load.
  await page.evaluate(() => Object.assign(window, { stillHere: true }))
  await page.getByRole('link', { name: 'C major', exact: true }).first().click()
  await expect(page).toHaveURL(/\/how-to-play-chord-piano\/c-major$/)
  await expect(page.getByRole('heading', { level: 1, name: 'C major piano chord' })).toBeVisible()
  expect(await notesOnPage(page)).toEqual(['C', 'E', 'G'])
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true)
})

test('the piano sound loads only when Play is pressed', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/how-to-play-chord-piano/c-major')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => url.includes('/samples/'))).toEqual([])
  // The audio engine's chunk (the sampled piano in it) too.
  const audioCode = (url: string) => /\/assets\/engine-[\w-]+\.js$/.test(url)
  expect(requests.filter(audioCode)).toEqual([])

  const sample = page.waitForResponse((response) => response.url().includes('/samples/piano/'))
  await page.getByRole('button', { name: 'Play C', exact: true }).click()
  expect((await sample).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: /Playing|Loading/ })).toBeVisible()
  // C4 is recorded; E4 and G4 shift the D#4 and F#4 recordings ("#" sent as %23).
  await expect
    .poll(() => requests.filter((url) => url.includes('/samples/piano/')).sort())
    .toEqual(
      ['C4v8.mp3', 'D%234v8.mp3', 'F%234v8.mp3'].map((file) =>
        expect.stringContaining(`/samples/piano/${file}`),
      ),
    )
  expect(requests.some(audioCode)).toBe(true)
})

test('progressions invite visitors to sign up and open in the editor for premium', async ({
  page,
}) => {
  await page.goto('/how-to-play-chord-piano/c-major')
  const pop = page.getByRole('listitem').filter({ hasText: 'I–V–vi–IV' })
  await expect(pop.getByRole('list', { name: 'Chords of I–V–vi–IV' })).toHaveText(/C\s*G\s*Am\s*F/)
  await expect(
    pop.getByRole('link', { name: 'Sign up to write with this progression' }),
  ).toHaveAttribute('href', '/auth')

  await signInAs(page, demo.premium.email)
  await page.reload()
  await expect(pop.getByRole('link', { name: 'Open in the editor' })).toHaveAttribute(
    'href',
    '/write?progression=C-G-Am-F',
  )
})

test('the sitemap lists every chord page and article, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  )
  expect(urls).toContain('/learn')
  expect(urls).toContain('/learn/reading-chord-symbols')
  expect(urls).toContain('/how-to-play-chord-piano/c-sharp-minor-7')
  expect(urls.filter((u) => u.startsWith('/how-to-play-chord-piano/'))).toHaveLength(17 * 31)
  expect(urls.filter((u) => u.startsWith('/learn/')).length).toBeGreaterThanOrEqual(12)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})
