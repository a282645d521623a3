import { expect, test } from '@playwright/test'
import { demo, signInAs, storeConsent } from './support/stack.ts'

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' })

test('a visitor sees Learn and Sign in, but not Write, Community or the premium bar', async ({
  page,
}) => {
  await page.goto('/')
  await expect(nav(page).getByRole('link', { name: 'Songpad' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Learn' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  await expect(nav(page).getByRole('link', { name: 'Write' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: /Community/ })).toHaveCount(0)
  await expect(page.getByTestId('premium-bar')).toHaveCount(0)
})

test('a free user sees the avatar with the first letter of their name, and no premium links', async ({
  page,
}) => {
  await signInAs(page, demo.free.email)
  await page.goto('/')
  const avatar = nav(page).getByRole('link', { name: 'Account' })
  await expect(avatar).toHaveText('F')
  await expect(avatar).toHaveAttribute('href', '/account')
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Write' })).toHaveCount(0)
  await expect(page.getByTestId('premium-bar')).toHaveCount(0)
  await expect(page.getByText(/Your trial ends in/)).toHaveCount(0)
})

test('a trial user sees Write, Community with its badge, the bar and the trial note', async ({
  page,
}) => {
  await signInAs(page, demo.trial.email)
  await page.goto('/learn')
  await expect(nav(page).getByRole('link', { name: 'Write' })).toHaveAttribute('href', '/write')
  const community = nav(page).getByRole('link', { name: /Community/ })
  await expect(community).toHaveAttribute('href', '/community')
  await expect(community).toContainText('new!')
  await expect(page.getByTestId('premium-bar')).toBeVisible()
  await expect(page.getByText('Your trial ends in 12 days')).toBeVisible()
  // The bar arrives with the plan, after the first paint: it lies over the header, moving nothing.
  const main = await page.locator('main').boundingBox()
  const header = await page.locator('header').first().boundingBox()
  expect(main?.y).toBe(header?.height)
  expect(header?.height).toBe(65)

  await page.getByRole('link', { name: 'Upgrade now' }).click()
  await expect(page).toHaveURL(/\/account$/)
  // The note is hidden on the account page itself.
  await expect(page.getByText(/Your trial ends in/)).toHaveCount(0)
})

test('the trial note is for large screens only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, demo.trial.email)
  await page.goto('/learn')
  await expect(page.getByTestId('premium-bar')).toBeVisible()
  await expect(page.getByText(/Your trial ends in/)).toBeHidden()
})

test('a premium user sees the premium links and bar, without a trial note', async ({ page }) => {
  await signInAs(page, demo.premium.email)
  await page.goto('/')
  await expect(nav(page).getByRole('link', { name: 'Write' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: /Community/ })).toBeVisible()
  await expect(page.getByTestId('premium-bar')).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Account' })).toHaveText('P')
  await expect(page.getByText(/Your trial ends in/)).toHaveCount(0)
})

test('sign out clears the session and goes to /auth', async ({ page }) => {
  await signInAs(page, demo.premium.email)
  await page.goto('/learn')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull()
  await page.reload()
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('an invalid session counts as signed out', async ({ page }) => {
  await page.addInitScript(() => {
    // A well-formed token that PocketBase never issued, with an exp far in the future.
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
    const token = `${part({ alg: 'HS256' })}.${part({ id: 'aaaaaaaaaaaaaaa', exp: 4102444800 })}.c2ln`
    const model = { id: 'aaaaaaaaaaaaaaa', name: 'Ghost', collectionName: 'users' }
    window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token, model }))
    window.localStorage.setItem('consentMode', JSON.stringify({ ad_storage: 'denied' }))
  })
  await page.goto('/')
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByTestId('premium-bar')).toHaveCount(0)
})

test('a signed-in user who opens /auth is sent to /account', async ({ page }) => {
  await signInAs(page, demo.free.email)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/account$/)
})
