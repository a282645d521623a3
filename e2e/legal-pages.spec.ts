import { expect, test } from '@playwright/test'
import { company } from '../src/config/company.ts'
import { axeViolations } from './support/axe.ts'
import { storeConsent } from './support/stack.ts'

const pages = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    section: 'Cookies and storage on your device',
  },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', section: 'Law and disputes' },
]

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

for (const { path, title, section } of pages) {
  test(`${path} is whole in its HTML: title, date, contents and the company's contact`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Last updated 21 November 2026')).toBeVisible()
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents.getByRole('link', { name: section })).toBeVisible()
    await expect(page.getByRole('link', { name: company.email }).first()).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    )
    await context.close()
  })

  test(`${path}: a contents link brings its section into view below the sticky bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: section })
      .click()
    await expect(page).toHaveURL(new RegExp(`${path}#`))
    const heading = page.getByRole('heading', { level: 2, name: section })
    await expect(heading).toBeInViewport()
    const header = await page.locator('header').first().boundingBox()
    const box = await heading.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  })

  test(`${path} has no axe violations in light and dark`, async ({ page, baseURL }) => {
    for (const theme of ['light', 'dark']) {
      await page.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
      await page.goto(path)
      expect(await axeViolations(page, theme)).toEqual([])
    }
  })
}
