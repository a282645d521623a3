import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { mailUrl, storeConsent } from './support/stack.ts'
import { createSong, grant, listsOf, readUser, signInPage, songsOf } from './support/users.ts'

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

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('a visitor is sent to /auth', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth$/)
})

test('shows every section, the profile and the e-mail state', async ({ page, users }) => {
  const me = await signedIn(users, page, 'sections')
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  for (const name of [
    'Profile',
    'Plan',
    'Gift a trial',
    'Newsletter',
    'Security',
    'Your data',
    'Danger zone',
  ]) {
    await expect(section(page, name)).toBeVisible()
  }
  const profile = section(page, 'Profile')
  await expect(profile.getByLabel('Name', { exact: true })).toHaveValue(me.name)
  await expect(profile.getByText(me.email)).toBeVisible()
  await expect(profile.getByText('Not verified')).toBeVisible()
  // Nothing to claim without a gift cookie.
  await expect(page.getByRole('button', { name: 'Claim Your Gift' })).toHaveCount(0)
})

test('renames the user; the nav and the record follow', async ({ page, users }) => {
  const me = await signedIn(users, page, 'rename')
  await page.goto('/account')
  const profile = section(page, 'Profile')
  const name = profile.getByLabel('Name', { exact: true })
  await name.fill('   ')
  await profile.getByRole('button', { name: 'Save name' }).click()
  await expect(profile.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Enter the name you want to be called.',
  )

  // Enter saves, like any form.
  await name.fill('Zoe Zebra')
  await name.press('Enter')
  await expect(profile.getByText('Your name is saved.')).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Account' })).toHaveText('Z')
  expect((await readUser(me.id))?.name).toBe('Zoe Zebra')
  await page.reload()
  await expect(section(page, 'Profile').getByLabel('Name', { exact: true })).toHaveValue(
    'Zoe Zebra',
  )
})

test('switches the newsletter on (joining list 2) and off (leaving it)', async ({
  page,
  users,
}) => {
  const me = await signedIn(users, page, 'newsletter')
  // Only a confirmed address joins a list (functions/api/add-email-list-member.ts).
  await grant(me, { verified: true })
  await page.goto('/account')
  const toggle = section(page, 'Newsletter').getByRole('switch', {
    name: 'Songwriting tips by e-mail',
  })
  await expect(toggle).not.toBeChecked()

  const joined = page.waitForRequest('**/api/add-email-list-member')
  await toggle.check()
  expect((await joined).postDataJSON()).toEqual({ email: me.email, list: 2, name: me.name })
  await expect(page.getByText("You're subscribed to the newsletter.")).toBeVisible()
  await expect.poll(async () => (await readUser(me.id))?.subscribed_to_email_member).toBe(true)
  await expect.poll(() => listsOf(me.email)).toContain(2)

  // The keyboard works too: Space on the focused switch.
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText("You're unsubscribed. No more newsletters.")).toBeVisible()
  await expect(toggle).not.toBeChecked()
  expect((await readUser(me.id))?.subscribed_to_email_member).toBe(false)
  expect(await listsOf(me.email)).not.toContain(2)
})

test('resends the verification e-mail', async ({ page, users }) => {
  const me = await signedIn(users, page, 'verify')
  await page.goto('/account')
  const profile = section(page, 'Profile')
  await profile.getByRole('button', { name: 'Resend verification e-mail' }).click()
  await expect(profile.getByRole('button', { name: 'Check your e-mail' })).toBeDisabled()
  await expect
    .poll(async () => {
      const mails: { subject: string }[] = await (
        await fetch(`${mailUrl}?to=${encodeURIComponent(me.email)}`)
      ).json()
      return mails.length
    })
    .toBeGreaterThan(0)
})

test('changes the password and stays signed in', async ({ page, users }) => {
  const me = await signedIn(users, page, 'password')
  await page.goto('/account')
  const security = section(page, 'Security')
  const fill = async (current: string, next: string, confirm = next) => {
    await security.getByLabel('Current password').fill(current)
    await security.getByLabel('New password', { exact: true }).fill(next)
    await security.getByLabel('Confirm new password').fill(confirm)
    await security.getByRole('button', { name: 'Change password' }).click()
  }

  await fill(me.password, 'new-pass-1', 'new-pass-2')
  await expect(security.getByText('The two new passwords do not match.')).toBeVisible()

  await fill('not-my-password', 'new-pass-123')
  // PocketBase's own message for the current-password field.
  await expect(security.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')

  await fill(me.password, 'new-pass-123')
  await expect(security.getByText(/Your password is changed/)).toBeVisible()
  await expect(security.getByLabel('Current password')).toHaveValue('')

  // The session was renewed with the new password: still signed in after a reload.
  await page.reload()
  await expect(nav(page).getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(section(page, 'Profile')).toBeVisible()
  const signIn = (password: string) =>
    fetch(
      `${process.env.PB_URL ?? 'http://127.0.0.1:8091'}/api/collections/users/auth-with-password`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: me.email, password }),
      },
    ).then((response) => response.status)
  expect(await signIn('new-pass-123')).toBe(200)
  expect(await signIn(me.password)).toBe(400)
})

test('the plan shows free, trial with days left, and premium', async ({ page, users }) => {
  const me = await signedIn(users, page, 'plan')
  await page.goto('/account')
  const plan = section(page, 'Plan')
  await expect(plan.getByText('Free', { exact: true })).toBeVisible()
  await expect(plan.getByRole('button', { name: 'Upgrade to premium' })).toBeVisible()

  await grant(me, { trialDays: 12, didTrial: true })
  await page.reload()
  await expect(plan.getByText('Trial', { exact: true })).toBeVisible()
  await expect(plan.getByText('12 days left')).toBeVisible()
  await expect(plan.getByRole('progressbar', { name: 'Trial days left' })).toHaveAttribute(
    'value',
    '12',
  )
  await expect(plan.getByRole('button', { name: 'Upgrade to premium' })).toBeVisible()

  await grant(me, { premiumDays: 365 })
  await page.reload()
  await expect(plan.getByText('Premium', { exact: true })).toBeVisible()
  await expect(plan.getByText(/^Premium until /)).toBeVisible()
  await expect(plan.getByRole('button', { name: 'Upgrade to premium' })).toHaveCount(0)
})

test('the gift link is the user’s own and copies to the clipboard', async ({
  page,
  context,
  baseURL,
  users,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const me = await signedIn(users, page, 'gift-link')
  await page.goto('/account')
  const gift = section(page, 'Gift a trial')
  const link = `${baseURL}/o/gift?id=${me.id}`
  await expect(gift.getByLabel('Your gift link')).toHaveValue(link)
  await gift.getByRole('button', { name: 'Copy link' }).click()
  await expect(gift.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
})

test('exports the profile and every song as a JSON file', async ({ page, users }) => {
  const me = await signedIn(users, page, 'export')
  const verse = {
    id: 'v1',
    bars: [
      { id: 'b1', chords: ['C'], words: ['Morning '] },
      { id: 'b2', chords: ['Am'], words: ['coffee'], lineEnd: true },
    ],
  }
  await createSong(me, {
    name: 'Morning Coffee',
    bpm: 96,
    key: 'C',
    version: 2,
    tablecontent: [verse],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
  })
  await createSong(me, { name: 'Late Train', bpm: 72, tablecontent: [[['G'], ['D']]] })
  await page.goto('/account')
  const data = section(page, 'Your data')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: 'Export my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^songpad-export-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(readFileSync(await download.path(), 'utf8'))
  expect(file).toMatchObject({
    format: 'songpad-export',
    version: 1,
    profile: { id: me.id, email: me.email, name: me.name },
  })
  expect(file.songs.map((song: { name: string }) => song.name).sort()).toEqual([
    'Late Train',
    'Morning Coffee',
  ])
  // Every field, the key and the words too, as the song model writes a song.
  const songNamed = (name: string) => file.songs.find((s: { name: string }) => s.name === name)
  expect(songNamed('Morning Coffee')).toMatchObject({ bpm: 96, key: 'C', version: 2 })
  expect(songNamed('Morning Coffee').tablecontent).toEqual([verse])
  // A version-1 song comes out in the current format, its chords in place.
  expect(songNamed('Late Train')).toMatchObject({
    key: '',
    version: 2,
    tablecontent: [{ bars: [{ chords: ['G'] }, { chords: ['D'] }] }],
  })
  await expect(data.getByText(/your profile and 2 songs/)).toBeVisible()
})

test('deletes the account and its songs after typing DELETE', async ({ page, users }) => {
  const me = await signedIn(users, page, 'delete')
  await createSong(me, { name: 'Doomed 1' })
  await createSong(me, { name: 'Doomed 2' })
  expect(await songsOf(me.id)).toHaveLength(2)

  await page.goto('/account')
  await section(page, 'Danger zone').getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  const confirm = dialog.getByRole('button', { name: 'Yes, delete my account' })
  await expect(confirm).toBeDisabled()

  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await readUser(me.id)).not.toBeNull()

  await section(page, 'Danger zone').getByRole('button', { name: 'Delete my account' }).click()
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await confirm.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull()
  expect(await readUser(me.id)).toBeNull()
  expect(await songsOf(me.id)).toEqual([])
})
