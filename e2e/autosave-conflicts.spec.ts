import type { Browser, Page } from '@playwright/test'
import { expect, test, type Users } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { createSong, grant, serverSections, signInPage, type TestUser } from './support/users.ts'

// Two tabs on one song save at the same moment, against the real PocketBase: no edit is lost,
// edits of different bars merge, the same bar asks; the other tab follows a save live; an edit
// made right before the page closes reaches the server. Prints the figures.

const bar = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Verse, bar ${n}: `) })
const status = (page: Page) => page.locator('[data-save-status]')

async function typeChord(page: Page, n: number, chord: string) {
  await bar(page, n).focus()
  await page.keyboard.type(chord)
  await page.keyboard.press('Enter')
}

async function serverChords(user: TestUser, songId: string): Promise<string[]> {
  const [first = []] = await serverSections(user, songId)
  return first.map((slots) => slots[0] ?? '')
}

async function openTab(browser: Browser, user: TestUser, songId: string, page?: Page) {
  const tab = page ?? (await (await browser.newContext()).newPage())
  await storeConsent(tab)
  await signInPage(tab, user)
  // The live feed up: its first connect reads the song and sends any edit waiting at once, which
  // an edit typed while it connects would race.
  const live = tab.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/realtime' &&
      response.request().method() === 'POST',
    { timeout: 30_000 },
  )
  await tab.goto(`/write/${songId}`)
  await expect(bar(tab, 1)).toBeVisible({ timeout: 30_000 })
  await expect(status(tab)).toHaveText('Saved')
  await live
  return tab
}

async function setUp(users: Users, label: string) {
  const user = await users.create(label)
  await grant(user, { premiumDays: 30 })
  const song = await createSong(user, {
    name: 'Two Tabs',
    timesignature: '4/4',
    tablecontent: [[['C'], ['Am'], ['F'], ['G']]],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
  })
  return { user, song }
}

const CHORDS = ['D', 'Em', 'Bm', 'A7', 'Gm', 'Eb', 'Dm7', 'E', 'Bb', 'F#m']

test('two tabs saving at the same moment, 20 runs: edits of different bars all merge', async ({
  browser,
  users,
}) => {
  test.setTimeout(240_000)
  const { user, song } = await setUp(users, 'two-tabs')
  const context = await browser.newContext()
  const a = await openTab(browser, user, song.id, await context.newPage())
  const b = await openTab(browser, user, song.id, await context.newPage())

  const runs = 20
  let kept = 0
  for (let run = 0; run < runs; run++) {
    const mine = CHORDS[run % CHORDS.length] as string
    const theirs = CHORDS[(run + 3) % CHORDS.length] as string
    // Both tabs edit within the same moment; their saves leave within milliseconds of each other.
    await Promise.all([typeChord(a, 1, mine), typeChord(b, 4, theirs)])
    await expect(status(a)).toHaveText('Saved', { timeout: 15_000 })
    await expect(status(b)).toHaveText('Saved', { timeout: 15_000 })
    await expect
      .poll(() => serverChords(user, song.id), { timeout: 10_000 })
      .toEqual([mine, 'Am', 'F', theirs])
    // Both tabs end with both edits.
    for (const tab of [a, b]) {
      await expect(bar(tab, 1)).toHaveAccessibleName(`Verse, bar 1: ${mine}`, { timeout: 5_000 })
      await expect(bar(tab, 4)).toHaveAccessibleName(`Verse, bar 4: ${theirs}`, { timeout: 5_000 })
    }
    kept += 2
  }
  console.log(
    `[figures] two tabs: ${runs} runs, ${runs * 2} edits, ${kept} kept, ${runs * 2 - kept} lost`,
  )
  await context.close()
})

test('the same bar changed in two tabs asks, showing both versions; the choice is saved', async ({
  browser,
  users,
}) => {
  test.setTimeout(120_000)
  const { user, song } = await setUp(users, 'same-bar')
  const a = await openTab(browser, user, song.id)
  const b = await openTab(browser, user, song.id)

  // Both change bar 2 at the same moment: one save wins, the other tab asks. Each types its chord
  // first and both enter it together, so neither is made after the other's save has arrived.
  const typing = async (tab: Page, chord: string) => {
    await bar(tab, 2).focus()
    await tab.keyboard.type(chord)
    await expect(tab.getByRole('combobox', { name: 'Chord for Verse, bar 2' })).toHaveValue(chord)
  }
  await Promise.all([typing(a, 'Am7'), typing(b, 'Dm7')])
  await Promise.all([a.keyboard.press('Enter'), b.keyboard.press('Enter')])
  const asking = (tab: Page) =>
    tab.getByRole('dialog', { name: 'This song was changed somewhere else' })
  await expect
    .poll(async () => (await asking(a).isVisible()) || (await asking(b).isVisible()), {
      timeout: 15_000,
    })
    .toBe(true)
  const [loser, winner] = (await asking(a).isVisible()) ? [a, b] : [b, a]
  const [mine, theirs] = loser === a ? ['Am7', 'Dm7'] : ['Dm7', 'Am7']
  const item = asking(loser).getByRole('listitem')
  await expect(item).toContainText('Verse, bar 2: chords')
  await expect(item).toContainText(`| ${mine} |`)
  await expect(item).toContainText(`| ${theirs} |`)
  await expect(asking(winner)).toBeHidden()

  await asking(loser).getByRole('button', { name: 'Keep my version' }).click()
  await expect(status(loser)).toHaveText('Saved', { timeout: 15_000 })
  await expect.poll(() => serverChords(user, song.id)).toEqual(['C', mine, 'F', 'G'])
  await expect(bar(winner, 2)).toHaveAccessibleName(`Verse, bar 2: ${mine}`, { timeout: 5_000 })
  console.log('[figures] same bar in two tabs: 1 conflict asked, kept mine, both tabs agree')
})

test('the other tab follows a save within about a second', async ({ browser, users }) => {
  test.setTimeout(120_000)
  const { user, song } = await setUp(users, 'live')
  const a = await openTab(browser, user, song.id)
  const b = await openTab(browser, user, song.id)
  const times: number[] = []
  for (const [n, chord] of [
    [3, 'Bb'],
    [1, 'Eb'],
    [4, 'C7'],
  ] as const) {
    await typeChord(a, n, chord)
    await expect(status(a)).toHaveText('Saved', { timeout: 15_000 })
    const saved = Date.now()
    await expect(bar(b, n)).toHaveAccessibleName(`Verse, bar ${n}: ${chord}`, { timeout: 3_000 })
    times.push(Date.now() - saved)
  }
  console.log(
    `[figures] live: a save reached the other tab in ${times.join(', ')} ms after "Saved"`,
  )
  expect(Math.max(...times)).toBeLessThan(1_500)
})

test('an edit made 100 ms before the page closes reaches the server', async ({
  browser,
  users,
}) => {
  test.setTimeout(120_000)
  const { user, song } = await setUp(users, 'close')
  const page = await (await browser.newContext()).newPage()
  // The page runs on a clock the test moves: its timers see exactly 100 ms between the edit and
  // the close, so autosave's pause after an edit cannot end first, however slow the machine.
  await page.clock.install()
  // The saves of this song the page starts, counted in the page as it calls fetch.
  await page.addInitScript((path) => {
    const started: string[] = []
    const send = window.fetch.bind(window)
    Object.assign(window, { songSaves: started })
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (url.pathname === path && method.toUpperCase() === 'PATCH') started.push(method)
      return send(input, init)
    }
  }, `/api/collections/songs/records/${song.id}`)
  const songSaves = () =>
    page.evaluate(() => (window as unknown as { songSaves: string[] }).songSaves.length)
  await openTab(browser, user, song.id, page)
  // Loaded on a running clock; stopped from here (a moment ahead of the page's time, which moves
  // on while this call travels), so no timer of the page runs unless the test says so.
  const pageNow = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(pageNow + 1_000)

  await typeChord(page, 3, 'Gm')
  await expect(status(page)).toHaveText('Saving…')
  await page.clock.runFor(100)
  // The edit still waits for autosave's pause: only the save on leaving the page can send it.
  await expect(status(page)).toHaveText('Saving…')
  expect(await songSaves()).toBe(0)
  const closed = Date.now()
  await page.close()

  await expect
    .poll(() => serverChords(user, song.id), { timeout: 10_000 })
    .toEqual(['C', 'Am', 'Gm', 'G'])
  console.log(
    `[figures] close: the edit was on the server ${Date.now() - closed} ms after the page closed`,
  )
})
