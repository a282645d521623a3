import type { Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { pbUrl, storeConsent } from './support/stack.ts'
import { createSong, grant, serverSections, signInPage } from './support/users.ts'

// The editor as an offline app: after one visit online its service worker holds the app, and the
// device holds a copy of the song, so /write opens with no connection; an edit made offline
// reaches the server once the connection is back. Content pages stay outside the worker.

// The other specs block service workers; these test the editor's own.
test.use({ serviceWorkers: 'allow' })

const OFFLINE =
  'You are offline. Your edits are kept on this device and will be sent when you are back online.'

const slot = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const status = (page: Page) => page.locator('[data-save-status]')
const notice = (page: Page) => page.locator('[data-offline-notice]')

/** A premium user with one song, signed in, the song open in the editor and its worker active. */
async function openOnline(users: Users, page: Page, label: string) {
  const user = await users.create(label)
  await grant(user, { premiumDays: 30 })
  const song = await createSong(user, {
    name: 'Offline Song',
    timesignature: '4/4',
    tablecontent: [[['C'], ['Am'], ['F'], ['G']]],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
  })
  await storeConsent(page)
  await signInPage(page, user)
  await page.goto(`/write/${song.id}`)
  await expect(slot(page, 'Verse, bar 1: C')).toBeVisible({ timeout: 30_000 })
  await expect(status(page)).toHaveText('Saved')
  // Registered once the browser is idle; active once it holds every file of the app.
  const started = Date.now()
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  console.log(`  service worker active ${Date.now() - started} ms after the editor was shown`)
  expect(new URL(scope).pathname).toBe('/write')
  return { user, song }
}

test.beforeEach(() => {
  // Sign-up hashes a password and the worker downloads the app: allow for a busy machine.
  test.setTimeout(120_000)
})

test('offline, /write reloads with the song, and an edit made offline reaches the server once back online', async ({
  page,
  context,
  users,
}) => {
  const { user, song } = await openOnline(users, page, 'offline-edit')

  // Offline for the service worker's requests too, which the browser's offline switch leaves out.
  const noServer = (route: { abort: (code: string) => Promise<void> }) =>
    route.abort('internetdisconnected')
  await context.route(`${pbUrl}/**`, noServer)
  await context.setOffline(true)
  const reloaded = await page.reload()
  expect(reloaded?.fromServiceWorker()).toBe(true)
  await expect(slot(page, 'Verse, bar 1: C')).toBeVisible({ timeout: 30_000 })
  await expect(notice(page)).toHaveText(OFFLINE)
  await expect(status(page)).toHaveText('Offline: will retry')

  await slot(page, 'Verse, bar 1: C').focus()
  await page.keyboard.type('Dm')
  await page.keyboard.press('Tab')
  await expect(slot(page, 'Verse, bar 1: Dm')).toBeVisible()

  // The editor's lazy parts came with the worker too: the import preview loads its parser.
  await page.getByText('Export ▾').click()
  await page.getByRole('button', { name: 'Import…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a song' })
  await dialog.getByRole('textbox', { name: 'Song text' }).fill('{title: Lazy}\n[C]la [G]la')
  await dialog.getByRole('button', { name: 'Preview the import' }).click()
  await expect(dialog.getByRole('heading', { name: '“Lazy”, read as ChordPro' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // /write itself (the last song edited here), still offline, with the edit on it.
  await page.goto('/write')
  await expect(slot(page, 'Verse, bar 1: Dm')).toBeVisible({ timeout: 30_000 })
  await expect(notice(page)).toHaveText(OFFLINE)

  const back = Date.now()
  await context.unroute(`${pbUrl}/**`, noServer)
  await context.setOffline(false)
  await expect(status(page)).toHaveText('Saved', { timeout: 30_000 })
  console.log(`  the offline edit reached the server ${Date.now() - back} ms after reconnecting`)
  await expect(notice(page)).toBeHidden()
  expect(await serverSections(user, song.id)).toEqual([[['Dm'], ['Am'], ['F'], ['G']]])
})

test('content pages stay outside the worker: served by the network, never from its caches', async ({
  page,
  context,
  request,
  users,
}) => {
  // The worker's script is asked again on each visit, so a new deploy's replaces it at once.
  const script = await request.get('/sw.js')
  expect(script.headers()['cache-control']).toBe('no-cache')
  expect(script.headers()['content-type']).toMatch(/javascript/)

  await openOnline(users, page, 'offline-scope')

  const learn = await page.goto('/learn')
  expect(learn?.fromServiceWorker()).toBe(false)
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()

  // With no connection a content page is the browser's own error, not an old copy of it.
  await context.setOffline(true)
  await expect(page.goto('/about')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
})
