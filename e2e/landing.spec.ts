import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { demo, gotoLive, signInAs, storeConsent } from './support/stack.ts'

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

// The example's lead sheet: its bars, chords over words.
const bars = (page: Page) =>
  page.getByRole('region', { name: 'Morning Light' }).locator('[data-bar]')
const playingBar = (page: Page) => bars(page).and(page.locator('[aria-current="true"]'))
const isScript = (url: string) => new URL(url).pathname.endsWith('.js')

test('a visitor is asked to sign up or to learn', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(hero.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/auth?view=register',
  )
  await expect(hero.getByRole('link', { name: 'Learn chords' })).toHaveAttribute('href', '/learn')
  await hero.getByRole('link', { name: 'Create a free account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
})

test('on a desktop the page holds still from its first paint to the app’s start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1350, height: 940 })
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)
  expect(shifts).toEqual([])
})

test('a premium user is sent to write instead', async ({ page }) => {
  await signInAs(page, demo.premium.email)
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Write a song' }).first()).toHaveAttribute(
    'href',
    '/write',
  )
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0)
})

test('the example plays: the bar heard is highlighted, Stop stops, and the sound loads only on Play', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await gotoLive(page, '/')
  await page.waitForLoadState('networkidle')
  const beforePress = [...requests]
  expect(beforePress.filter((url) => url.includes('/samples/'))).toEqual([])
  expect(beforePress.filter((url) => /\/assets\/engine-/.test(url))).toEqual([])
  await expect(bars(page)).toHaveText([/^C/, /^Am/, /^F/, /^G/])
  await expect(playingBar(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Play' }).click()
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
  // The bars light up in turn as they are heard (a bar lasts 2.5 s at 96 bpm).
  await expect(playingBar(page)).toHaveText(/^C/, { timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Playing' })).toBeVisible()
  await expect(playingBar(page)).toHaveText(/^Am/, { timeout: 5_000 })

  // The engine and the piano samples came with the press, and only then.
  const afterPress = requests.slice(beforePress.length)
  expect(afterPress.some((url) => /\/assets\/engine-[\w-]+\.js$/.test(url))).toBe(true)
  expect(afterPress.some((url) => url.includes('/samples/piano/'))).toBe(true)
  const scriptsBefore = new Set(beforePress.filter(isScript))
  expect(afterPress.filter(isScript).filter((url) => scriptsBefore.has(url))).toEqual([])

  // That it stays dark afterwards is proven without waiting on the sound: on a fake audio clock the
  // engine schedules and reports nothing once stopped (src/audio/engine.test.ts), and a bar, an end
  // or a play call that still arrives from a stopped play lights nothing
  // (src/features/landing/components/song-preview.test.tsx).
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(playingBar(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Play' })).toBeFocused()
})

test('the example plays from the keyboard and ends by itself', async ({ page }) => {
  test.setTimeout(45_000)
  await gotoLive(page, '/')
  const play = page.getByRole('button', { name: 'Play' })
  await play.focus()
  await page.keyboard.press('Enter')
  await expect(playingBar(page)).toHaveText(/^C/, { timeout: 15_000 })
  // Four bars of 2.5 s, then the player stops and lights nothing.
  await expect(playingBar(page)).toHaveText(/^G/, { timeout: 10_000 })
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 5_000 })
  await expect(playingBar(page)).toHaveCount(0)
})

test('the playing example keeps its contrast in light and dark (axe)', async ({
  page,
  baseURL,
}) => {
  // Two pages, two plays and two scans: on a busy machine more than the default 30 s.
  test.setTimeout(60_000)
  for (const theme of ['light', 'dark']) {
    await page.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
    await gotoLive(page, '/')
    await page.getByRole('button', { name: 'Play' }).click()
    await expect(playingBar(page)).toHaveCount(1, { timeout: 15_000 })
    const found = await axeViolations(page, theme, {
      include: 'section[aria-labelledby="preview-title"]',
    })
    expect(found).toEqual([])
    await page.getByRole('button', { name: 'Stop' }).click()
  }
})
