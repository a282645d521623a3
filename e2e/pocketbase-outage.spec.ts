import type { Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { createSong, grant, serverSections, signInPage } from './support/users.ts'

// PocketBase stops in the middle of an edit and starts again; nothing typed is lost, not
// even across a reload while it is down (the song opens from the device's copy). The test runner (scripts/test.ts) hands over a control
// URL that stops and starts the stack's PocketBase; this spec runs after all others, alone.

const control = process.env.STACK_CONTROL_URL ?? ''

async function pocketbase(action: 'stop' | 'start') {
  const response = await fetch(`${control}/pocketbase/${action}`, { method: 'POST' })
  expect(response.status, await response.text()).toBe(204)
}

// Each test stops the one PocketBase: one at a time.
test.describe.configure({ mode: 'serial' })

// A test that fails while PocketBase is down brings it back here, before the users fixture
// deletes the test's users through it (and before the next test needs it).
test.afterEach(async () => {
  await pocketbase('start')
})

const slot = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const status = (page: Page) => page.locator('[data-save-status]')
const notice = (page: Page) => page.locator('[data-offline-notice]')
const UNREACHABLE =
  'The server cannot be reached. Your edits are kept on this device and will be sent when it answers again.'

/** A premium user's song of four bars, open in the editor and saved. */
async function openSong(users: Users, page: Page, label: string) {
  expect(control, 'STACK_CONTROL_URL: run this spec through npm test').not.toBe('')
  const user = await users.create(label)
  await grant(user, { premiumDays: 30 })
  const song = await createSong(user, {
    name: 'Outage Song',
    timesignature: '4/4',
    tablecontent: [[['C'], ['Am'], ['F'], ['G']]],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
  })
  await storeConsent(page)
  await signInPage(page, user)
  await page.goto(`/write/${song.id}`)
  await expect(slot(page, 'Verse, bar 1: C')).toBeVisible({ timeout: 30_000 })
  await expect(status(page)).toHaveText('Saved')
  return { user, song }
}

test('edits made while PocketBase is down are kept and saved once it is back', async ({
  page,
  users,
}) => {
  test.setTimeout(180_000)
  const { user, song } = await openSong(users, page, 'outage')

  await pocketbase('stop')
  await slot(page, 'Verse, bar 1: C').focus()
  for (const chord of ['Dm', 'Em']) {
    await page.keyboard.type(chord)
    await page.keyboard.press('Tab')
  }
  await expect(status(page)).toHaveText('Offline: will retry', { timeout: 20_000 })
  await expect(notice(page)).toHaveText(UNREACHABLE)

  // A reload while the server is still down: the song opens from the device's copy, with the
  // edits on it, and the page says where they are.
  await page.reload()
  await expect(slot(page, 'Verse, bar 1: Dm')).toBeVisible({ timeout: 30_000 })
  await expect(slot(page, 'Verse, bar 2: Em')).toBeVisible()
  await expect(notice(page)).toHaveText(UNREACHABLE)
  await expect(status(page)).toHaveText('Offline: will retry')

  await pocketbase('start')
  const back = Date.now()
  await expect(status(page)).toHaveText('Saved', { timeout: 60_000 })
  console.log(`  the edits reached the server ${Date.now() - back} ms after PocketBase was back`)
  await expect(notice(page)).toBeHidden()
  expect(await serverSections(user, song.id)).toEqual([[['Dm'], ['Em'], ['F'], ['G']]])

  // And a reload now opens the saved song from the server.
  await page.reload()
  await expect(slot(page, 'Verse, bar 2: Em')).toBeVisible({ timeout: 30_000 })
  await expect(status(page)).toHaveText('Saved')
})

test('PocketBase down for 60 s mid-edit: every edit is kept, and saved once it is back', async ({
  page,
  users,
}) => {
  test.setTimeout(180_000)
  // The page's clock: a minute of autosave's retries without waiting a minute.
  await page.clock.install()
  const { user, song } = await openSong(users, page, 'outage-minute')
  let attempts = 0
  page.on('requestfailed', (request) => {
    if (request.url().includes(`/api/collections/songs/records/${song.id}`)) attempts += 1
  })

  await pocketbase('stop')
  const bars = [
    ['C', 'Dm'],
    ['Am', 'Em'],
    ['F', 'A'],
    ['G', 'Bm'],
  ] as const
  // An edit every 15 s of the minute, each into the next bar.
  for (const [index, [before, after]] of bars.entries()) {
    await slot(page, `Verse, bar ${index + 1}: ${before}`).focus()
    await page.keyboard.type(after)
    await page.keyboard.press('Tab')
    await expect(slot(page, `Verse, bar ${index + 1}: ${after}`)).toBeVisible()
    await page.clock.fastForward(15_000)
    await expect(status(page)).toHaveText('Offline: will retry')
    await expect(notice(page)).toHaveText(UNREACHABLE)
  }

  await pocketbase('start')
  const back = Date.now()
  // The longest pause between two attempts is 30 s.
  await page.clock.fastForward(30_000)
  await expect(status(page)).toHaveText('Saved', { timeout: 30_000 })
  console.log(
    `  after 60 s down (${attempts} failed saves): saved ${Date.now() - back} ms after PocketBase was back`,
  )
  await expect(notice(page)).toBeHidden()
  expect(await serverSections(user, song.id)).toEqual([[['Dm'], ['Em'], ['A'], ['Bm']]])
})
