import type { Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, readUser, signInPage } from './support/users.ts'

const DID_TRIAL = "It seems you've already had a trial period."
const FROM_SELF = 'This gift seems to come from yourself.'

// Confirmed addresses: only they may claim a trial (functions/api/claim-gift.ts).
async function user(users: Users, label: string) {
  const created = await users.create(label)
  await grant(created, { verified: true })
  return created
}

test.beforeEach(async ({ page }) => {
  // Each test registers users first (password hashing): allow for a busy machine.
  test.slow()
  await storeConsent(page)
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const friendshare = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'friendshare')

test('a gift is claimed once: the trial shows in the nav at once, and a second claim is refused', async ({
  page,
  users,
}) => {
  const [giver, friend, otherGiver] = await Promise.all([
    user(users, 'giver'),
    user(users, 'friend'),
    user(users, 'giver-2'),
  ])
  await signInPage(page, friend)

  await page.goto(`/o/gift?id=${giver.id}`)
  await page.getByRole('link', { name: 'Claim Your Gift' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(nav(page).getByRole('link', { name: 'Write' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Claim Your Gift' }).click()
  await expect(page.getByText('Your 30 day trial has started. Enjoy!')).toBeVisible()
  // No reload: the premium status was refetched, so the nav and the plan follow at once.
  await expect(nav(page).getByRole('link', { name: 'Write' })).toBeVisible()
  await expect(page.getByTestId('premium-bar')).toBeVisible()
  const plan = page.getByRole('region', { name: 'Plan' })
  await expect(plan.getByText('30 days left')).toBeVisible()
  // The server cleared the cookie with the claim.
  expect(await friendshare(page)).toBeUndefined()
  expect(await readUser(friend.id)).toMatchObject({ didTrial: true })

  await nav(page).getByRole('link', { name: 'Learn' }).click()
  await expect(page.getByText('Your trial ends in 30 days')).toBeVisible()

  // Another link now finds the trial used up, and keeps nothing.
  await page.goto(`/o/gift?id=${otherGiver.id}`)
  await expect(page.getByText(DID_TRIAL)).toBeVisible()
  expect(await friendshare(page)).toBeUndefined()

  // Even with a gift cookie planted by hand, the server refuses, with the message a reader sees.
  const { hostname } = new URL(page.url())
  await page
    .context()
    .addCookies([
      { name: 'friendshare', value: otherGiver.id, domain: hostname, path: '/', secure: true },
    ])
  await page.goto('/account')
  await page.getByRole('button', { name: 'Claim Your Gift' }).click()
  await expect(page.getByRole('alert').filter({ hasText: DID_TRIAL })).toBeVisible()
  // A gift that can never be claimed is forgotten.
  await expect.poll(() => friendshare(page)).toBeUndefined()
})

test('a visitor keeps the gift through sign-in and claims it on the account page', async ({
  page,
  users,
}) => {
  const [giver, friend] = await Promise.all([user(users, 'giver'), user(users, 'friend')])
  await page.goto(`/o/gift?id=${giver.id}`)
  await expect(page.getByRole('link', { name: 'Claim Your Gift' })).toHaveAttribute('href', '/auth')
  await expect.poll(async () => (await friendshare(page))?.value).toBe(giver.id)

  await signInPage(page, friend)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Claim Your Gift' }).click()
  await expect(page.getByText('Your 30 day trial has started. Enjoy!')).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Write' })).toBeVisible()
})

test('a gift from oneself, kept while signed out, is refused on claiming', async ({
  page,
  users,
}) => {
  const me = await user(users, 'self')
  await page.goto(`/o/gift?id=${me.id}`)
  await expect.poll(async () => (await friendshare(page))?.value).toBe(me.id)

  await signInPage(page, me)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Claim Your Gift' }).click()
  await expect(page.getByRole('alert').filter({ hasText: FROM_SELF })).toBeVisible()
  expect(await readUser(me.id)).toMatchObject({ didTrial: false, trial_until: '' })
})

test('Upgrade says plainly when payments are not configured', async ({ page, users }) => {
  test.skip(
    Boolean(process.env.STRIPE_SECRET_KEY),
    'this stack has payments configured; checkout itself is tested by the functions',
  )
  const me = await user(users, 'upgrade')
  await signInPage(page, me)
  await page.goto('/account')
  await page.getByRole('button', { name: 'Upgrade to premium' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payments are not configured.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)
})
