// The auth page against the real stack: the views, login routing, and the guard for signed-in users.

import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { randomClientAddress } from '../tests/support/pocketbase.ts'
import { expect, test } from './support/fixtures.ts'
import { demo, pbUrl, signInAs, storeConsent } from './support/stack.ts'

const { LIMITS } = createRequire(import.meta.url)('../pb_hooks/rate-limits.cjs') as {
  LIMITS: { loginFailuresPerAccount: { max: number } }
}

// Our machines are busy 2-core boxes: PocketBase's password hashing and a page build can take seconds.
test.describe.configure({ timeout: 120_000 })
const SERVER_MS = 30_000

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

const main = (page: Page) => page.getByRole('main')

async function login(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password').fill(password)
  await main(page).getByRole('button', { name: 'Login' }).click()
}

test('the main view has every one of its texts, and the policies open in a new tab', async ({
  page,
}) => {
  await page.goto('/auth')
  const card = main(page)
  await expect(card.getByRole('heading', { level: 1, name: 'Welcome to Songpad' })).toBeVisible()
  const create = card.getByRole('button', { name: 'Create new account' })
  await expect(create).toContainText('quick')
  await expect(card.getByText('or sign in')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(card.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
  await expect(
    card.getByText('Using this service implies your agreement with the linked policies.'),
  ).toBeVisible()

  const popup = page.waitForEvent('popup')
  await card.getByRole('link', { name: 'Privacy Policy' }).click()
  const policy = await popup
  await expect(policy).toHaveURL(/\/privacy-policy$/)
  await policy.close()
  await expect(card.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'target',
    '_blank',
  )
})

test('the three views are reachable by keyboard, and Back returns to sign in', async ({ page }) => {
  await page.goto('/auth')
  // The prerendered form takes no input until the app is live; a keyboard user meets it then.
  const create = main(page).getByRole('button', { name: 'Create new account' })
  await expect(create).toBeEnabled()
  await create.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/auth\?view=register$/)
  await expect(main(page).getByRole('heading', { name: 'Create your account' })).toBeFocused()
  for (const label of ['Name', 'Email', 'Password']) {
    await expect(main(page).getByLabel(label)).toBeVisible()
  }
  await expect(main(page).getByRole('button', { name: 'Sign Up' })).toBeVisible()
  await page.goBack()
  await expect(main(page).getByRole('heading', { name: 'Welcome to Songpad' })).toBeVisible()
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(main(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Send password request' })).toBeVisible()
  await main(page).getByRole('button', { name: 'Back to Sign in' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test("a wrong password says 'Invalid email or password' on both fields", async ({ page }) => {
  await page.goto('/auth')
  await login(page, demo.free.email, 'not-the-password')
  await expect(main(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Invalid email or password',
    { timeout: SERVER_MS },
  )
  for (const label of ['Email', 'Password']) {
    const field = main(page).getByLabel(label)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveClass(/input-error/)
  }
  await expect(page).toHaveURL(/\/auth$/)
})

test('a premium user lands on /write after login', async ({ page }) => {
  await page.goto('/auth')
  await login(page, demo.premium.email, demo.password)
  await expect(page).toHaveURL(/\/write$/, { timeout: SERVER_MS })
})

test('a free user lands on /account after login, whatever the case of the e-mail', async ({
  page,
}) => {
  await page.goto('/auth')
  await login(page, demo.free.email.toUpperCase(), demo.password)
  await expect(page).toHaveURL(/\/account$/, { timeout: SERVER_MS })
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toHaveText('F')
})

test('a signed-in user who opens /auth goes to /account', async ({ page }) => {
  await signInAs(page, demo.free.email)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/account$/, { timeout: SERVER_MS })
})

test('a mail link with a bad token says the link has expired and offers a way on', async ({
  page,
}) => {
  await page.goto('/auth/confirm-verification/not-a-real-token')
  await expect(main(page).getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await main(page).getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test.describe('past a rate limit the forms say how long to wait', () => {
  const post = (path: string, body: object) =>
    fetch(`${pbUrl}${path}`, {
      method: 'POST',
      // Someone else, somewhere else: the limits count the account and the address targeted.
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientAddress() },
      body: JSON.stringify(body),
    })

  test('the sign-in form, after ten wrong passwords for the account', async ({ page, users }) => {
    const me = await users.create('locked')
    for (let n = 0; n < LIMITS.loginFailuresPerAccount.max; n++) {
      await post('/api/collections/users/auth-with-password', {
        identity: me.email,
        password: 'guessing',
      })
    }
    await page.goto('/auth')
    await login(page, me.email, me.password)
    await expect(main(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      /^Too many attempts: try again in 1[45] minutes\.$/,
      { timeout: SERVER_MS },
    )
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('the reset form, right after a reset mail to the same address', async ({ page, users }) => {
    const me = await users.create('reset-twice')
    expect(
      (await post('/api/collections/users/request-password-reset', { email: me.email })).status,
    ).toBe(204)
    await page.goto('/auth?view=reset')
    await main(page).getByLabel('Email').fill(me.email)
    await main(page).getByRole('button', { name: 'Send password request' }).click()
    await expect(main(page).getByRole('alert')).toHaveText(
      /^Too many attempts: try again in [12] minutes?\.$/,
      { timeout: SERVER_MS },
    )
  })
})
