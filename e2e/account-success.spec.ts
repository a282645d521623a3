import type { Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, signInPage } from './support/users.ts'

async function signedIn(users: Users, page: Page, label: string) {
  const user = await users.create(label)
  await signInPage(page, user)
  return user
}

test.beforeEach(async ({ page }) => {
  // Each test registers users first (password hashing): allow for a busy machine.
  test.slow()
  await storeConsent(page)
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('confirms premium once the status says so', async ({ page, users }) => {
  const me = await signedIn(users, page, 'paid')
  await grant(me, { premiumDays: 31 })
  await page.goto('/success?session_id=cs_test_123')
  await expect(page.getByRole('heading', { name: "You're premium" })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start writing' })).toHaveAttribute('href', '/write')
  await expect(nav(page).getByRole('link', { name: 'Write' })).toBeVisible()
})

test('keeps checking while the payment is processing, then offers a retry that can confirm', async ({
  page,
  users,
}) => {
  const me = await signedIn(users, page, 'processing')
  await page.goto('/success?session_id=cs_test_456')
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible()
  await expect(page.getByText(/Check \d of 5/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your payment is still processing' })).toBeVisible(
    { timeout: 30_000 },
  )

  // The webhook lands; the next check sees premium and the nav follows without a reload.
  await grant(me, { premiumDays: 31 })
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(page.getByRole('heading', { name: "You're premium" })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Write' })).toBeVisible()
})

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/success?session_id=cs_test_789')
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth',
  )
})
