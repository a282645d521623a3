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
  await page.reload()
  expect(await theme(page)).toBe('cupcake')
})

test('a stored retro theme is reset to light', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'themesettings', value: 'light', url: baseURL },
    { name: 'currenttheme', value: 'retro', url: baseURL },
  ])
  await gotoLive(page, '/')
  expect(await theme(page)).toBe('cupcake')
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'currenttheme')?.value).toBe('light')
})
