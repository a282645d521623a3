import { expect, test } from '@playwright/test'
import { gotoLive, storeConsent } from './support/stack.ts'

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme)

test('the theme dialog applies a choice and keeps it across a reload', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await gotoLive(page, '/')
  expect(await theme(page)).toBe('cupcake')

  await page.getByRole('button', { name: 'Theme' }).click()
  const dialog = page.getByRole('dialog', { name: 'Theme' })
  await dialog.getByRole('radio', { name: 'Dark' }).check()
  await expect.poll(() => theme(page)).toBe('dark')
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'themesettings')?.value).toBe('dark')

  await page.reload()
  expect(await theme(page)).toBe('dark')
})

test('system follows the device preference', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'themesettings', value: 'system', url: baseURL }])
  await page.emulateMedia({ colorScheme: 'dark' })
  await gotoLive(page, '/')
  expect(await theme(page)).toBe('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  // 'system' is left to the CSS until the app runs: wait for it before reading its attribute.
  await gotoLive(page, '/')
  expect(await theme(page)).toBe('cupcake')
})

test('a stored retro theme is reset to light', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'themesettings', value: 'light', url: baseURL },
    { name: 'currenttheme', value: 'retro', url: baseURL },
  ])
  await gotoLive(page, '/')
  expect(await theme(page)).toBe('cupcake')
  // Remembered once the live app is idle.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'currenttheme')?.value)
    .toBe('light')
})

// Before any script: the page as the server sends it paints in the chosen theme (functions/_middleware.ts),
// or in the device's when the choice is system. A page-wide colour tells which theme painted.
test.describe('the first paint, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  const pageColour = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      [document.documentElement, document.body]
        .map((el) => getComputedStyle(el).backgroundColor)
        .join(' '),
    )

  for (const path of ['/learn', '/write']) {
    test(`${path}: a chosen theme wins over the device’s`, async ({ page, context, baseURL }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(path)
      const light = await pageColour(page)
      await context.addCookies([{ name: 'themesettings', value: 'dark', url: baseURL }])
      await page.reload()
      expect(await theme(page)).toBe('dark')
      expect(await pageColour(page)).not.toBe(light)

      await page.emulateMedia({ colorScheme: 'dark' })
      await context.addCookies([{ name: 'themesettings', value: 'light', url: baseURL }])
      await page.reload()
      expect(await theme(page)).toBe('cupcake')
      expect(await pageColour(page)).toBe(light)
    })
  }

  test('system: no attribute, the device’s theme', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'themesettings', value: 'system', url: baseURL }])
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/learn')
    const light = await pageColour(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await theme(page)).toBeUndefined()
    expect(await pageColour(page)).not.toBe(light)
  })
})
