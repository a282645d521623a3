// axe-core on every route of src/config/paths.ts: signed out and signed in, light and dark, zero violations.
import { expect, type Page, test } from '@playwright/test'
import { paths, type RouteName } from '../src/config/paths.ts'
import { axeViolations } from './support/axe.ts'
import { demo, gotoLive, signInAs, storeConsent } from './support/stack.ts'

type Theme = 'light' | 'dark'
const themes: Theme[] = ['light', 'dark']

// A concrete address for every route; a new route in paths.ts fails to compile here until it has one.
const hrefs: Record<RouteName, string> = {
  home: paths.home.getHref(),
  write: paths.write.getHref(),
  writeSong: paths.writeSong.getHref('x'),
  shared: paths.shared.getHref('x'),
  chord: paths.chord.getHref('c-major'),
  learnArticle: paths.learnArticle.getHref('reading-chord-symbols'),
  learn: paths.learn.getHref(),
  success: paths.success.getHref(),
  onboarding: paths.onboarding.getHref(),
  community: paths.community.getHref(),
  communitySong: paths.communitySong.getHref('x'),
  about: paths.about.getHref(),
  attribution: paths.attribution.getHref(),
  affiliate: paths.affiliate.getHref(),
  privacyPolicy: paths.privacyPolicy.getHref(),
  terms: paths.terms.getHref(),
  auth: paths.auth.getHref(),
  confirmVerification: paths.confirmVerification.getHref('x'),
  confirmPasswordReset: paths.confirmPasswordReset.getHref('x'),
  confirmEmailChange: paths.confirmEmailChange.getHref('x'),
  account: paths.account.getHref(),
  coWrite: paths.coWrite.getHref('x'),
  gift: paths.gift.getHref('x'),
  notFound: paths.notFound.getHref(),
}

async function setTheme(page: Page, theme: Theme, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
}

// Four scans per test, each a page load and a full axe run: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 })

/** Waits until the page has rendered its route. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Loading page…')).toHaveCount(0, { timeout: 20_000 })
}

for (const [name, href] of Object.entries(hrefs)) {
  test(`${name} (${href}) has no axe violations, signed out and signed in, light and dark`, async ({
    page,
    baseURL,
  }) => {
    const found: string[] = []
    await storeConsent(page)
    for (const signedIn of [false, true]) {
      // The trial account sees the most: Write, Community, the premium bar and the trial note.
      if (signedIn) await signInAs(page, demo.trial.email)
      for (const theme of themes) {
        await setTheme(page, theme, baseURL)
        await page.goto(href)
        if (signedIn) await expect(page.getByTestId('premium-bar')).toBeVisible()
        await settle(page)
        found.push(...(await axeViolations(page, `${signedIn ? 'trial' : 'visitor'}, ${theme}:`)))
      }
    }
    expect(found).toEqual([])
  })
}

test('the account page has no axe violations for a free and a premium user', async ({
  browser,
  baseURL,
}) => {
  const found: string[] = []
  for (const user of [demo.free, demo.premium]) {
    const context = await browser.newContext({ baseURL })
    const userPage = await context.newPage()
    await storeConsent(userPage)
    await signInAs(userPage, user.email)
    for (const theme of themes) {
      await setTheme(userPage, theme, baseURL)
      await userPage.goto(hrefs.account)
      await settle(userPage)
      found.push(...(await axeViolations(userPage, `${user.email}, ${theme}:`)))
    }
    await context.close()
  }
  expect(found).toEqual([])
})

test('the open consent and theme dialogs have no axe violations, light and dark', async ({
  page,
  baseURL,
}) => {
  const found: string[] = []
  for (const theme of themes) {
    await page.context().clearCookies()
    await page.evaluate(() => window.localStorage.clear()).catch(() => undefined)
    await setTheme(page, theme, baseURL)
    // A first visit: no choice stored, so the consent dialog opens by itself.
    await page.goto(hrefs.home)
    const consent = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(consent).toBeVisible()
    await settle(page)
    found.push(...(await axeViolations(page, `consent dialog, ${theme}:`)))

    await consent.getByRole('button', { name: 'Accept Selection' }).click()
    await expect(consent).toBeHidden()
    await page.getByRole('button', { name: 'Theme' }).click()
    await expect(page.getByRole('dialog', { name: 'Theme' })).toBeVisible()
    await settle(page)
    found.push(...(await axeViolations(page, `theme dialog, ${theme}:`)))
  }
  expect(found).toEqual([])
})

test('the phone layout with its menu open has no axe violations, light and dark', async ({
  page,
  baseURL,
}) => {
  const found: string[] = []
  await page.setViewportSize({ width: 390, height: 844 })
  await storeConsent(page)
  await signInAs(page, demo.trial.email)
  for (const theme of themes) {
    await setTheme(page, theme, baseURL)
    await gotoLive(page, hrefs.learn)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await settle(page)
    found.push(...(await axeViolations(page, `phone menu, ${theme}:`)))
  }
  expect(found).toEqual([])
})
