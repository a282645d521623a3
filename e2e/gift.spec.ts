import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, signInPage } from './support/users.ts'

const TEXT = {
  fromSelf: 'This gift seems to come from yourself.',
  didTrial: "It seems you've already had a trial period.",
  fromOther: 'Congratulations! A 30 day trial will be added to your account.',
  loggedOut: 'Make sure cookies are allowed, sign in and go to your account settings page.',
}
const FRIENDSHARE_MAX_AGE_S = 10_000_000

test.beforeEach(async ({ page }) => {
  // Each test registers users first (password hashing): allow for a busy machine.
  test.slow()
  await storeConsent(page)
})

const giftUrl = (giverId: string) => `/o/gift?id=${giverId}`
const friendshare = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'friendshare')

async function expectFriendshareCookie(page: Page, giverId: string) {
  const setAt = Date.now() / 1000
  await expect.poll(() => friendshare(page.context()).then((c) => c?.value)).toBe(giverId)
  const cookie = await friendshare(page.context())
  expect(cookie).toMatchObject({ path: '/', secure: true })
  // js-cookie writes the expiry as a date; allow a minute either way for the clock and rounding.
  expect(cookie?.expires).toBeGreaterThan(setAt + FRIENDSHARE_MAX_AGE_S - 60)
  expect(cookie?.expires).toBeLessThan(setAt + FRIENDSHARE_MAX_AGE_S + 60)
}

test('loggedout: the visitor is told to sign in, and the giver is kept in a secure cookie', async ({
  page,
  users,
}) => {
  const giver = await users.create('giver')
  await page.goto(giftUrl(giver.id))
  await expect(page.getByText(TEXT.fromOther)).toBeVisible()
  await expect(page.getByText(TEXT.loggedOut)).toBeVisible()
  await expectFriendshareCookie(page, giver.id)
  await page.getByRole('link', { name: 'Claim Your Gift' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('from-other: a signed-in user without a past trial is congratulated and sent to /account', async ({
  page,
  users,
}) => {
  const [giver, friend] = await Promise.all([users.create('giver'), users.create('friend')])
  await signInPage(page, friend)
  await page.goto(giftUrl(giver.id))
  await expect(page.getByText(TEXT.fromOther)).toBeVisible()
  await expect(page.getByText(TEXT.loggedOut)).toHaveCount(0)
  await expectFriendshareCookie(page, giver.id)
  await page.getByRole('link', { name: 'Claim Your Gift' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('button', { name: 'Claim Your Gift' })).toBeVisible()
})

test('from-self: one’s own link is recognised and not kept', async ({ page, users }) => {
  const me = await users.create('self')
  await signInPage(page, me)
  await page.goto(giftUrl(me.id))
  await expect(page.getByText(TEXT.fromSelf)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Claim Your Gift' })).toHaveCount(0)
  expect(await friendshare(page.context())).toBeUndefined()
})

test('did-trial: a user who had a trial is told so, read fresh from their record', async ({
  page,
  users,
}) => {
  const [giver, friend] = await Promise.all([users.create('giver'), users.create('had-trial')])
  // The session copy in the browser still says didTrial false; the server's record wins.
  await signInPage(page, friend)
  await grant(friend, { didTrial: true })
  await page.goto(giftUrl(giver.id))
  await expect(page.getByText(TEXT.didTrial)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Claim Your Gift' })).toHaveCount(0)
  expect(await friendshare(page.context())).toBeUndefined()
})

test('loading: the page waits for the user record before it decides', async ({ page, users }) => {
  const [giver, friend] = await Promise.all([users.create('giver'), users.create('friend')])
  await signInPage(page, friend)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/api/collections/users/records/${friend.id}*`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(giftUrl(giver.id))
  await expect(page.getByRole('status').filter({ hasText: 'Checking your gift…' })).toBeVisible()
  await expect(page.getByText(TEXT.fromOther)).toHaveCount(0)
  release()
  await expect(page.getByText(TEXT.fromOther)).toBeVisible()
})

test('a link without an id says it is incomplete and keeps nothing', async ({ page }) => {
  await page.goto('/o/gift')
  await expect(page.getByRole('heading', { name: 'This gift link is incomplete' })).toBeVisible()
  expect(await friendshare(page.context())).toBeUndefined()
})
