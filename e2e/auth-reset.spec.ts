// Password reset and e-mail change through their mails, against the real stack.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminClient, findUserByEmail, signUp, uniqueEmail } from '../tests/support/pocketbase.ts'
import { expect, test } from './support/fixtures.ts'
import { waitForMailLink } from './support/mail.ts'
import { storeConsent } from './support/stack.ts'

// Our machines are busy 2-core boxes: PocketBase's password hashing and a page build can take seconds.
test.describe.configure({ timeout: 120_000 })
const SERVER_MS = 30_000

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

const main = (page: Page) => page.getByRole('main')

test('a user resets the password through the mail and signs in with the new one', async ({
  page,
  users,
}) => {
  test.slow()
  const user = await signUp('reset')
  users.track(user)
  await page.goto('/auth')
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click()
  await main(page).getByLabel('Email').fill(user.email.toUpperCase())
  await main(page).getByRole('button', { name: 'Send password request' }).click()
  await expect(main(page).getByRole('button', { name: 'Check your e-mail' })).toBeVisible({
    timeout: SERVER_MS,
  })

  const link = await waitForMailLink(user.email, '/auth/confirm-password-reset/')
  await page.goto(link)
  await expect(main(page).getByRole('heading', { name: 'Set a new password' })).toBeVisible({
    timeout: SERVER_MS,
  })
  // The server's rule, under the field.
  await main(page).getByLabel('New password', { exact: true }).fill('short')
  await main(page).getByLabel('Repeat the new password').fill('short')
  await main(page).getByRole('button', { name: 'Save the new password' }).click()
  await expect(main(page).getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /The length must be between 8 and/,
    { timeout: SERVER_MS },
  )

  const newPassword = `new-${randomUUID()}`
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword)
  await main(page).getByLabel('Repeat the new password').fill(newPassword)
  await main(page).getByRole('button', { name: 'Save the new password' }).click()
  await expect(main(page).getByRole('heading', { name: 'Your new password is set' })).toBeVisible({
    timeout: SERVER_MS,
  })
  await main(page).getByRole('link', { name: 'Sign in' }).click()

  await expect(main(page).getByLabel('Email')).toHaveValue(user.email)
  await main(page).getByLabel('Password').fill(user.password)
  await main(page).getByRole('button', { name: 'Login' }).click()
  await expect(main(page).getByText('Invalid email or password')).toBeVisible({
    timeout: SERVER_MS,
  })
  await main(page).getByLabel('Password').fill(newPassword)
  await main(page).getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/account$/, { timeout: SERVER_MS })

  // The link works once.
  await page.evaluate(() => window.localStorage.removeItem('pocketbase_auth'))
  await page.goto(link)
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword)
  await main(page).getByLabel('Repeat the new password').fill(newPassword)
  await main(page).getByRole('button', { name: 'Save the new password' }).click()
  await expect(main(page).getByRole('heading', { name: 'This link has expired' })).toBeVisible({
    timeout: SERVER_MS,
  })
})

test("a failed reset request says 'There was an error'", async ({ page }) => {
  await page.goto('/auth?view=reset')
  await main(page).getByRole('button', { name: 'Send password request' }).click()
  await expect(main(page).getByRole('alert')).toHaveText('There was an error', {
    timeout: SERVER_MS,
  })
  await expect(main(page).getByLabel('Email')).toHaveClass(/input-error/)
})

test('a user confirms a new e-mail address from the mail with the password', async ({
  page,
  users,
}) => {
  const user = await signUp('change')
  users.track(user)
  const newEmail = uniqueEmail('changed')
  await user.pb.collection('users').requestEmailChange(newEmail)

  const link = await waitForMailLink(newEmail, '/auth/confirm-email-change/')
  await page.goto(link)
  await expect(main(page).getByText(`change your e-mail address to ${newEmail}`)).toBeVisible({
    timeout: SERVER_MS,
  })
  await main(page).getByLabel('Password').fill('wrong-password')
  await main(page).getByRole('button', { name: 'Change my e-mail address' }).click()
  await expect(main(page).getByLabel('Password')).toHaveClass(/input-error/, { timeout: SERVER_MS })
  await main(page).getByLabel('Password').fill(user.password)
  await main(page).getByRole('button', { name: 'Change my e-mail address' }).click()
  await expect(
    main(page).getByRole('heading', { name: 'Your e-mail address is changed' }),
  ).toBeVisible({ timeout: SERVER_MS })
  const admin = await adminClient()
  await expect.poll(async () => (await findUserByEmail(admin, newEmail))?.id).toBe(user.id)
})
