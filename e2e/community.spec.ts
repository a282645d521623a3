import type { Browser, Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import {
  likeAsApi,
  premiumMember,
  publishSong,
  reportAsApi,
  uniqueWord,
} from './support/community.ts'
import { expect, test, type Users } from './support/fixtures.ts'
import { demo, pbUrl, signInAs, storeConsent } from './support/stack.ts'
import { createSong, songsOf } from './support/users.ts'

// The community: publish, see it live, like, filter, copy, report and unpublish.

test.beforeEach(() => {
  // Sign-ups hash passwords and the song view loads the editor's chunk: allow for a busy machine.
  test.setTimeout(120_000)
})

/** A second member in a browser context of their own (another person on another computer). */
async function otherMember(users: Users, browser: Browser, label: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = await premiumMember(page, label, users)
  return { page, user, close: () => context.close() }
}

/** Opens the community page (its chunk loads on first use: a busy machine may take a while). */
async function openCommunity(page: Page, search = '') {
  await page.goto(`/community${search}`)
  await expect(page.getByRole('search')).toBeVisible({ timeout: 30_000 })
}

/** Opens a listing's page, which loads the editor's chunk for the song view. */
async function openListing(page: Page, id: string) {
  await page.goto(`/community/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
}

const cards = (page: Page) => page.getByRole('list', { name: 'Songs' }).getByRole('article')
const card = (page: Page, name: string) => page.getByRole('article', { name })
const likeButton = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByRole('button', { name: /^Like “/ })

test('a visitor and a free user are shown what the community offers, not the songs', async ({
  page,
}) => {
  await storeConsent(page)
  await page.goto('/community')
  await expect(page.getByRole('heading', { name: 'The Songpad community' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
    'href',
    '/auth',
  )
  await signInAs(page, demo.free.email)
  await page.goto('/community')
  await expect(page.getByRole('link', { name: 'Upgrade on your account page' })).toHaveAttribute(
    'href',
    '/account#plan',
    { timeout: 30_000 },
  )
  await expect(page.getByRole('search')).toHaveCount(0)
})

test('a song published in the editor appears live on another member’s open community page', async ({
  page,
  browser,
  users,
}) => {
  const word = uniqueWord('live')
  const author = await premiumMember(page, 'community-author', users, 'Ada Author')
  const song = await createSong(author, {
    name: `Harbour Lights ${word}`,
    tags: [word],
    tablecontent: [[['G'], ['D']]],
    labelcontent: ['Verse'],
  })
  const reader = await otherMember(users, browser, 'community-reader')
  await openCommunity(reader.page, `?q=${word}`)
  await expect(reader.page.getByText('No songs match your search.')).toBeVisible()
  // Proves no reload happens: a reload would lose this.
  await reader.page.evaluate(() => {
    ;(window as { __samePage?: boolean }).__samePage = true
  })

  await page.goto(`/write/${song.id}`)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const share = page.getByRole('dialog', { name: 'Share this song' })
  await expect(
    share.getByText(/lists this song on the community page for all members/),
  ).toBeVisible()
  await share.getByRole('button', { name: 'Publish to community' }).click()
  await expect(share.getByText(/Published: every Songpad member/)).toBeVisible()

  const live = card(reader.page, `Harbour Lights ${word}`)
  await expect(live).toBeVisible({ timeout: 15_000 })
  await expect(live).toContainText('by Ada Author')
  await expect(live).toContainText('60 bpm')
  await expect(reader.page.getByRole('status').filter({ hasText: /new song/ })).toHaveText(
    /^\d+ new songs?$/,
  )
  expect(await reader.page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(
    true,
  )

  // The editor links to the song's community page.
  await share.getByRole('link', { name: 'Open its community page' }).click()
  await expect(page).toHaveURL(/\/community\/[a-z0-9]{15}$/)
  await expect(page.getByRole('heading', { level: 1, name: `Harbour Lights ${word}` })).toBeVisible(
    {
      timeout: 20_000,
    },
  )
  await reader.close()
})

test('one like per member: the server refuses a second, and the page shows one', async ({
  page,
  browser,
  users,
}) => {
  const word = uniqueWord('like')
  const author = await premiumMember(page, 'community-liked', users)
  const { listingId } = await publishSong(author, { name: `Paper Boats ${word}` })
  const fan = await otherMember(users, browser, 'community-fan')
  await openCommunity(fan.page, `?q=${word}`)
  const like = likeButton(card(fan.page, `Paper Boats ${word}`))
  await expect(like).toHaveText('0 likes')
  // A second tab (signed in through the first), open before the like, believes it is not liked.
  const staleTab = await fan.page.context().newPage()
  await openCommunity(staleTab, `?q=${word}`)
  await expect(likeButton(card(staleTab, `Paper Boats ${word}`))).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  // The page shows the like at once (optimistic): wait for the server to have it before the next one.
  const stored = fan.page.waitForResponse(
    (response) =>
      response.url().includes('/api/collections/community_likes/records') &&
      response.request().method() === 'POST',
  )
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveText('1 like')
  expect((await stored).status()).toBe(200)

  // Through the API with the member's own token: refused.
  const second = await likeAsApi(fan.user, listingId)
  expect(second.status).toBe(400)

  // The stale tab tries again: the server refuses, the page says so and settles on one like.
  const staleLike = likeButton(card(staleTab, `Paper Boats ${word}`))
  await expect(staleLike).toHaveText('1 like') // the count came in live
  await staleLike.click()
  await expect(card(staleTab, `Paper Boats ${word}`).getByRole('alert')).toHaveText(
    'You already like this song: one like per person.',
  )
  await expect(staleLike).toHaveAttribute('aria-pressed', 'true')
  await expect(staleLike).toHaveText('1 like')

  await fan.page.reload()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveText('1 like')
  // The author sees the server's count; taking the like back brings it to zero for everyone.
  await openCommunity(page, `?q=${word}`)
  await expect(likeButton(card(page, `Paper Boats ${word}`))).toHaveText('1 like')
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(likeButton(card(page, `Paper Boats ${word}`))).toHaveText('0 likes')
  await fan.close()
})

test('filters by tag, instrument and search, kept in the address', async ({ page, users }) => {
  const word = uniqueWord('filter')
  const author = await premiumMember(page, 'community-filters', users)
  await publishSong(author, { name: `Alpha ${word}`, tags: [`${word}-folk`], instrument: 1 })
  await publishSong(author, { name: `Beta ${word}`, tags: [`${word}-rock`], instrument: 0 })
  await publishSong(author, { name: `Gamma ${word}`, tags: [`${word}-folk`, 'R&B'], instrument: 2 })

  await openCommunity(page)
  await page.getByLabel('Search songs').fill(word)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
  await expect(cards(page)).toHaveCount(3)

  const tags = page.getByRole('group', { name: 'Filter by tag' })
  await tags.getByRole('button', { name: `${word}-folk` }).click()
  await expect(tags.getByRole('button', { name: `${word}-folk` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(cards(page)).toHaveCount(2)
  await expect(page).toHaveURL(new RegExp(`tag=${word}-folk`))

  await page.getByLabel('Instrument').selectOption('Ukulele')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toHaveAccessibleName(`Gamma ${word}`)
  await expect(cards(page).first()).toContainText('Ukulele')
  await expect(page).toHaveURL(/instrument=ukulele/)

  // A bookmark of the filtered view survives a reload.
  await page.reload()
  await expect(page.getByLabel('Search songs')).toHaveValue(word)
  await expect(page.getByLabel('Instrument')).toHaveValue('ukulele')
  await expect(cards(page)).toHaveCount(1)

  // A tag with "&" (stored by PocketBase as \u0026) is found as a whole tag.
  await openCommunity(page, `?q=${word}&tag=R%26B`)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toHaveAccessibleName(`Gamma ${word}`)

  // Search text is matched literally, filter syntax included.
  await page.getByLabel('Search songs').fill(`${word}' || name != '`)
  await expect(page.getByText('No songs match your search.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/community$/)
  await expect(page.getByLabel('Search songs')).toHaveValue('')
})

test('on a touch screen every button and field of the community page is at least 44 px tall', async ({
  browser,
  users,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await context.newPage()
  const word = uniqueWord('touch')
  const author = await premiumMember(page, 'community-touch', users)
  await publishSong(author, { name: `Touch ${word}`, tags: [`${word}-folk`], instrument: 0 })
  await openCommunity(page, `?q=${word}`)
  await expect(cards(page)).toHaveCount(1)
  const main = page.getByRole('main')
  const controls = [
    ...(await main.getByRole('button').all()),
    ...(await main.getByRole('link', { name: 'Publish a song from the editor' }).all()),
    ...(await main.getByRole('searchbox').all()),
    ...(await main.getByRole('combobox').all()),
  ]
  expect(controls.length).toBeGreaterThan(3)
  for (const control of controls) {
    const box = await control.boundingBox()
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())
    expect(box?.height, name ?? '').toBeGreaterThanOrEqual(44)
  }
  await context.close()
})

test('copies a community song to my songs and opens it in the editor', async ({
  page,
  browser,
  users,
}) => {
  const word = uniqueWord('copy')
  const author = await premiumMember(page, 'community-copied', users)
  const { listingId } = await publishSong(author, {
    name: `Borrowed Tune ${word}`,
    bpm: 88,
    tablecontent: [[['Em'], ['C'], ['G'], ['D']]],
  })
  const reader = await otherMember(users, browser, 'community-copier')
  await openListing(reader.page, listingId)
  await reader.page.getByRole('button', { name: 'Copy to my songs' }).click()
  await reader.page.getByRole('link', { name: 'Open your copy' }).click()
  await expect(reader.page).toHaveURL(/\/write\/[a-z0-9]{15}$/)
  await expect(reader.page.getByLabel('Name', { exact: true })).toHaveValue(
    `Borrowed Tune ${word}`,
    {
      timeout: 20_000,
    },
  )
  const mine = await songsOf(reader.user.id)
  expect(mine.map((song) => song.name)).toContain(`Borrowed Tune ${word}`)
  expect((await songsOf(author.id)).map((song) => song.name)).toEqual([`Borrowed Tune ${word}`])
  await reader.close()
})

test('reports a song once; a second report is refused', async ({ page, browser, users }) => {
  const word = uniqueWord('report')
  const author = await premiumMember(page, 'community-reported', users)
  const { listingId } = await publishSong(author, { name: `Loud Song ${word}` })
  const reader = await otherMember(users, browser, 'community-reporter')
  await openListing(reader.page, listingId)

  await reader.page.getByRole('button', { name: 'Report', exact: true }).click()
  const dialog = reader.page.getByRole('dialog', { name: 'Report this song' })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.')
  await dialog.getByRole('radio', { name: /Spam/ }).check()
  await dialog.getByLabel('Details (optional)').fill('Posted five times today.')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Thanks — our moderators will take a look.')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  expect((await reportAsApi(reader.user, listingId)).status).toBe(400)
  await reader.page.reload()
  await reader.page.getByRole('button', { name: 'Report', exact: true }).click()
  await dialog.getByRole('radio', { name: /Offensive/ }).check()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'You have already reported this song. Our moderators will look at it.',
  )
  // Authors do not report their own songs; they unpublish them.
  await openListing(page, listingId)
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0)
  await reader.close()
})

test('the author unpublishes a song: it leaves the list, live for others too', async ({
  page,
  browser,
  users,
}) => {
  const word = uniqueWord('gone')
  const author = await premiumMember(page, 'community-unpublisher', users)
  const { listingId } = await publishSong(author, { name: `Last Call ${word}` })
  const reader = await otherMember(users, browser, 'community-watcher')
  await openCommunity(reader.page, `?q=${word}`)
  await expect(card(reader.page, `Last Call ${word}`)).toBeVisible()

  await openListing(page, listingId)
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Unpublish this song?' })
  await confirm.getByRole('button', { name: 'Keep it published' }).click()
  await expect(confirm).toBeHidden()
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
  await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click()
  await expect(page).toHaveURL(/\/community$/)

  await expect(card(reader.page, `Last Call ${word}`)).toHaveCount(0)
  await openCommunity(page, `?q=${word}`)
  await expect(page.getByText('No songs match your search.')).toBeVisible()
  await openListing(page, listingId)
  await expect(
    page.getByRole('heading', { name: 'This song is not in the community' }),
  ).toBeVisible()
  await reader.close()
})

test('without realtime the page still works and says live updates are off', async ({
  page,
  users,
}) => {
  await premiumMember(page, 'community-offline', users)
  await page.route(`${pbUrl}/api/realtime*`, (route) => route.abort())
  await openCommunity(page)
  await expect(
    page.getByText(/Live updates are off \(Failed to establish realtime connection\.\)/),
  ).toBeVisible()
  await expect(page.getByRole('search')).toBeVisible()
})

test('cards, a song page, the report dialog and the publish control pass axe, light and dark', async ({
  page,
  browser,
  baseURL,
  users,
}) => {
  test.setTimeout(180_000)
  const word = uniqueWord('axe')
  const author = await premiumMember(page, 'community-axe-author', users)
  const { listingId, songId } = await publishSong(author, {
    name: `Night Drive ${word}`,
    description: 'Minor chords, a slow groove.',
    tags: ['night', word],
    key: 'Am',
    bpm: 84,
  })
  await publishSong(author, { name: `Day Trip ${word}`, tags: ['pop'], instrument: 2 })
  const reader = await otherMember(users, browser, 'community-axe-reader')
  expect((await likeAsApi(reader.user, listingId)).status).toBe(200)

  const found: string[] = []
  for (const theme of ['light', 'dark']) {
    for (const who of [page, reader.page]) {
      await who.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
    }
    await openCommunity(reader.page, `?q=${word}`)
    await expect(cards(reader.page)).toHaveCount(2)
    found.push(...(await axeViolations(reader.page, `list, ${theme}`)))

    await openListing(reader.page, listingId)
    await reader.page.getByRole('button', { name: 'Report', exact: true }).click()
    await expect(reader.page.getByRole('dialog', { name: 'Report this song' })).toBeVisible()
    found.push(...(await axeViolations(reader.page, `report dialog, ${theme}`)))

    await page.goto(`/write/${songId}`)
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const share = page.getByRole('dialog', { name: 'Share this song' })
    await expect(share.getByRole('link', { name: 'Open its community page' })).toBeVisible({
      timeout: 30_000,
    })
    found.push(...(await axeViolations(page, `share dialog, ${theme}`)))
  }
  expect(found).toEqual([])
  await reader.close()
})
