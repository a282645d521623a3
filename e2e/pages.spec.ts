import { expect, test } from '@playwright/test'
import { storeConsent } from './support/stack.ts'

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.ok()).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole('link', { name: /home/i }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('every page of the footer opens at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await footer.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

const publicPages = [
  '/',
  '/learn',
  '/learn/reading-chord-symbols',
  '/how-to-play-chord-piano/c-major',
  '/about',
  '/attribution',
  '/affiliate',
  '/privacy-policy',
  '/terms-and-conditions',
  '/auth',
  '/o/?id=abc',
]

for (const path of publicPages) {
  test(`${path} renders its heading, title and metadata`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(/Songpad/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /\S/)
  })
}
