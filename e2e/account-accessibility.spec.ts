// axe-core on the states of the account, gift, onboarding and success pages that a plain visit
// does not reach: open forms, errors, the delete dialog, each gift state; light and dark.
import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, signInPage } from './support/users.ts'

const themes = ['light', 'dark'] as const

test.beforeEach(async ({ page }) => {
  // Each test visits several states in both themes: allow for it.
  test.slow()
  await storeConsent(page)
})

async function setTheme(page: Page, theme: (typeof themes)[number], baseURL?: string) {
  await page.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
}

for (const theme of themes) {
  test(`account page with a gift to claim, open forms, errors and the delete dialog, ${theme}`, async ({
    page,
    baseURL,
    users,
  }) => {
    const [me, giver] = await Promise.all([
      users.create('a11y-account'),
      users.create('a11y-giver'),
    ])
    await signInPage(page, me)
    await setTheme(page, theme, baseURL)
    const found: string[] = []
    await page.goto(`/o/gift?id=${giver.id}`)
    await expect(page.getByRole('link', { name: 'Claim Your Gift' })).toBeVisible()
    await page.goto('/account')
    await expect(page.getByRole('button', { name: 'Claim Your Gift' })).toBeVisible()
    await page.getByRole('button', { name: 'Change e-mail' }).click()
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible()
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Enter your current password.')).toBeVisible()
    found.push(...(await axeViolations(page, `account forms, ${theme}`)))

    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible()
    found.push(...(await axeViolations(page, `delete dialog, ${theme}`)))
    expect(found).toEqual([])
  })
}

const giftStates = [
  { state: 'from-other', text: 'Congratulations! A 30 day trial will be added to your account.' },
  { state: 'from-self', text: 'This gift seems to come from yourself.' },
  { state: 'did-trial', text: "It seems you've already had a trial period." },
  {
    state: 'loggedout',
    text: 'Make sure cookies are allowed, sign in and go to your account settings page.',
  },
] as const

for (const { state, text } of giftStates) {
  test(`gift landing, ${state}`, async ({ page, baseURL, users }) => {
    const [me, giver] = await Promise.all([
      users.create(`a11y-${state}`),
      users.create('a11y-giver'),
    ])
    if (state === 'did-trial') await grant(me, { didTrial: true })
    if (state !== 'loggedout') await signInPage(page, me)
    const found: string[] = []
    for (const theme of themes) {
      await setTheme(page, theme, baseURL)
      await page.goto(`/o/gift?id=${state === 'from-self' ? me.id : giver.id}`)
      await expect(page.getByText(text)).toBeVisible()
      found.push(...(await axeViolations(page, `gift ${state}, ${theme}`)))
    }
    expect(found).toEqual([])
  })
}

test('onboarding, and the success page while processing and once premium', async ({
  page,
  baseURL,
  users,
}) => {
  const me = await users.create('a11y-onboard')
  await signInPage(page, me)
  const found: string[] = []
  for (const theme of themes) {
    await setTheme(page, theme, baseURL)
    await page.goto('/onboarding')
    await expect(page.getByRole('radio', { name: /Guitar/ })).toBeVisible()
    found.push(...(await axeViolations(page, `onboarding, ${theme}`)))
    await page.goto('/success')
    await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible()
    found.push(...(await axeViolations(page, `success checking, ${theme}`)))
  }
  await grant(me, { premiumDays: 31 })
  for (const theme of themes) {
    await setTheme(page, theme, baseURL)
    await page.goto('/success')
    await expect(page.getByRole('heading', { name: "You're premium" })).toBeVisible()
    found.push(...(await axeViolations(page, `success confirmed, ${theme}`)))
  }
  expect(found).toEqual([])
})
