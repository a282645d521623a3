import type { Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, readUser, signInPage } from './support/users.ts'

async function signedIn(users: Users, page: Page, label: string) {
  const user = await users.create(label, 'Olga Onboard')
  await signInPage(page, user)
  return user
}

test.beforeEach(async ({ page }) => {
  // Each test registers users first (password hashing): allow for a busy machine.
  test.slow()
  await storeConsent(page)
})

test('a visitor is sent to /auth', async ({ page }) => {
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/auth$/)
})

test('choosing guitar saves it, and a user without premium goes to the account page', async ({
  page,
  users,
}) => {
  const me = await signedIn(users, page, 'onboard-guitar')
  await page.goto('/onboarding')
  await expect(page.getByRole('heading', { name: 'Welcome to Songpad, Olga!' })).toBeVisible()
  const instruments = page.getByRole('group', { name: 'Which instrument do you play?' })
  // Piano, the default for new songs, is chosen until the user picks another.
  await expect(instruments.getByRole('radio', { name: /Piano/ })).toBeChecked()
  await instruments.getByRole('radio', { name: /Guitar/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/account$/)
  expect((await readUser(me.id))?.instrument).toBe(1)
})

test('the keyboard can choose ukulele and continue; a trial user opens the editor', async ({
  page,
  users,
}) => {
  const me = await signedIn(users, page, 'onboard-keys')
  await grant(me, { trialDays: 30, didTrial: true })
  await page.goto('/onboarding')
  const piano = page.getByRole('radio', { name: /Piano/ })
  await piano.focus()
  // Arrow keys move through a radio group; two steps from piano is the ukulele.
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: /Ukulele/ })).toBeChecked()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/write$/)
  expect((await readUser(me.id))?.instrument).toBe(2)
})

test('Skip for now saves nothing and moves on', async ({ page, users }) => {
  const me = await signedIn(users, page, 'onboard-skip')
  await page.goto('/onboarding')
  await page.getByRole('radio', { name: /Guitar/ }).check()
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/account$/)
  expect((await readUser(me.id))?.instrument ?? 0).toBe(0)
})

test('a gift waiting in the cookie leads to the account page to claim it', async ({
  page,
  baseURL,
  users,
}) => {
  const me = await signedIn(users, page, 'onboard-gift')
  // Even premium users claim a waiting gift first.
  await grant(me, { premiumDays: 30 })
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1')
  await page
    .context()
    .addCookies([
      { name: 'friendshare', value: 'aaaaaaaaaaaaaaa', domain: hostname, path: '/', secure: true },
    ])
  await page.goto('/onboarding')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('button', { name: 'Claim Your Gift' })).toBeVisible()
})
