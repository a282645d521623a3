import { expect, type Page, test } from '@playwright/test'
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

// The tags each page sets, counted in the head. React hoists them there when it renders a page and
// removes them with it, so a hydrated page or a client-side visit must not leave a second copy.
const headTags = (page: Page) =>
  page.evaluate(() => {
    const count = (selector: string) => document.head.querySelectorAll(selector).length
    return {
      title: count('title'),
      description: count('meta[name="description"]'),
      canonical: count('link[rel="canonical"]'),
      ogTitle: count('meta[property="og:title"]'),
      ogUrl: count('meta[property="og:url"]'),
      twitterCard: count('meta[name="twitter:card"]'),
      inBody: document.body.querySelectorAll('title, meta, link[rel="canonical"]').length,
      canonicalHref: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    }
  })

const ONE_OF_EACH = {
  title: 1,
  description: 1,
  canonical: 1,
  ogTitle: 1,
  ogUrl: 1,
  twitterCard: 1,
  inBody: 0,
}

test('the head holds one of each page tag after hydration and after client-side visits', async ({
  page,
}) => {
  await page.goto('/learn')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await headTags(page)).toEqual({
    ...ONE_OF_EACH,
    canonicalHref: expect.stringMatching(/\/learn$/),
  })

  await page.getByRole('link', { name: 'How to read chord symbols' }).first().click()
  await expect(page).toHaveTitle(/^How to read chord symbols/)
  expect(await headTags(page)).toEqual({
    ...ONE_OF_EACH,
    canonicalHref: expect.stringMatching(/\/learn\/reading-chord-symbols$/),
  })

  await page.goBack()
  await expect(page).toHaveTitle(/^Learn/)
  expect(await headTags(page)).toEqual({
    ...ONE_OF_EACH,
    canonicalHref: expect.stringMatching(/\/learn$/),
  })

  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveTitle(/^About/)
  expect(await headTags(page)).toEqual({
    ...ONE_OF_EACH,
    canonicalHref: expect.stringMatching(/\/about$/),
  })
})
