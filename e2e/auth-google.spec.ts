// Google sign-in end to end: the SDK's pop-up and realtime flow through the real PocketBase, whose google
// provider is pointed (settings.googleAuth authUrl/tokenUrl/userApiUrl) at a stand-in on loopback.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type PocketBase from 'pocketbase'
import { adminClient, findUserByEmail, uniqueEmail } from '../tests/support/pocketbase.ts'
import { expect, test } from './support/fixtures.ts'
import { type OAuthStandIn, startOAuthStandIn } from './support/oauth-stand-in.ts'
import { storeConsent } from './support/stack.ts'

// The provider settings are global to the stack, so these tests take turns in one worker.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const client = { clientId: 'songpad-e2e-client', clientSecret: `secret-${randomUUID()}` }
let standIn: OAuthStandIn
let admin: PocketBase
let saved: Record<string, unknown>

test.beforeAll(async () => {
  standIn = await startOAuthStandIn(client)
  admin = await adminClient()
  saved = (await admin.settings.getAll()).googleAuth
  await admin.settings.update({ googleAuth: { enabled: true, ...client, ...standIn.endpoints } })
})

test.afterAll(async () => {
  // The settings API masks a stored secret; sending the mask back would store the mask.
  const { clientSecret, ...rest } = saved
  await admin.settings.update({
    googleAuth: clientSecret === '******' ? rest : { ...rest, clientSecret },
  })
  await standIn.close()
})

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

const main = (page: Page) => page.getByRole('main')

async function continueWithGoogle(page: Page) {
  await page.goto('/auth')
  const popup = page.waitForEvent('popup')
  await main(page).getByRole('button', { name: 'Continue with Google' }).click()
  return popup
}

test('a new Google user is named from Google, gets a 1/4 first song and lands on /onboarding', async ({
  page,
  users,
}) => {
  const email = uniqueEmail('google')
  standIn.signInAs({ id: `g-${randomUUID()}`, email, name: 'Gina Google' })
  const lists: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/add-email-list-member')) lists.push(request.postDataJSON())
  })

  await continueWithGoogle(page)
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 60_000 })
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toHaveText('G')

  const user = await findUserByEmail(admin, email)
  expect(user).not.toBeNull()
  if (!user) return
  users.track(user)
  expect(user.name).toBe('Gina Google')
  expect(user.verified).toBe(true)
  const songs = await admin
    .collection('songs')
    .getFullList({ filter: admin.filter('user = {:id}', { id: user.id }) })
  expect(songs.map((song) => song.timesignature)).toEqual(['1/4'])
  expect(lists).toEqual([{ email, list: 3, name: 'Gina Google' }])
  // PocketBase really talked to the stand-in: code exchange, then the profile.
  expect(standIn.requests).toEqual(
    expect.arrayContaining(['GET /o/oauth2/auth', 'POST /token', 'GET /userinfo']),
  )
})

test('a returning Google user gets the name Google has now, no second song, and the login route', async ({
  page,
  users,
}) => {
  const email = uniqueEmail('google-again')
  const profile = { id: `g-${randomUUID()}`, email, name: 'Gus First' }
  standIn.signInAs(profile)
  await continueWithGoogle(page)
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 60_000 })
  const user = await findUserByEmail(admin, email)
  if (user) users.track(user)

  await page.evaluate(() => window.localStorage.removeItem('pocketbase_auth'))
  standIn.signInAs({ ...profile, name: 'Gus Renamed' })
  await continueWithGoogle(page)
  // A free account: login success without premium goes to /account.
  await expect(page).toHaveURL(/\/account$/, { timeout: 60_000 })
  await expect.poll(async () => (await findUserByEmail(admin, email))?.name).toBe('Gus Renamed')
  const songs = await admin
    .collection('songs')
    .getFullList({ filter: admin.filter('user = {:id}', { id: user?.id ?? '' }) })
  expect(songs).toHaveLength(1)
})

test('a refusal at Google shows a clear message and leaves the visitor signed out', async ({
  page,
}) => {
  standIn.refuse('access_denied')
  await continueWithGoogle(page)
  await expect(main(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Google sign-in did not finish (redirect error or missing code): Google answered "access_denied". Please try again.',
    { timeout: 30_000 },
  )
  await expect(page).toHaveURL(/\/auth$/)
  expect(await page.evaluate(() => window.localStorage.getItem('pocketbase_auth'))).toBeNull()
})

test('closing the Google window cancels and frees the button', async ({ page }) => {
  standIn.hang()
  const popup = await continueWithGoogle(page)
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible({
    timeout: 30_000,
  })
  const button = main(page).getByRole('button', { name: 'Continue with Google' })
  await expect(button).toHaveAttribute('aria-busy', 'true', { timeout: 30_000 })
  await popup.close()
  await expect(
    main(page).getByText('Google sign-in was cancelled. Try again when you are ready.'),
  ).toBeVisible({ timeout: 30_000 })
  await expect(button).not.toHaveAttribute('aria-busy', 'true')
})
