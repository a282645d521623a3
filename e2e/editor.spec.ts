import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import tonejsMidi from '@tonejs/midi'
import { expect, test, type Users } from './support/fixtures.ts'
import { demo, signInAs, storeConsent } from './support/stack.ts'
import { grant, signInPage, songsOf, type TestUser } from './support/users.ts'

// The song editor, driven by keyboard and mouse as a songwriter would.

// Node loads the package's CommonJS build, whose named exports come through the default one.
const { Midi } = tonejsMidi

type ScheduledEvent = { bar: number; beat: number; beats: number; symbol: string; midi: number[] }
type TestWindow = Window & { __songpadTest?: boolean; __songpadPlayback?: ScheduledEvent[] }

test.beforeEach(async ({ page }) => {
  // Sign-ups hash passwords and the editor chunk loads on first use: allow for a busy machine.
  test.setTimeout(150_000)
  await storeConsent(page)
  // The playback hook keeps what it hands the audio engine where the test can read it.
  await page.addInitScript(() => {
    ;(window as TestWindow).__songpadTest = true
  })
})

async function premiumUser(users: Users, page: Page, label: string): Promise<TestUser> {
  const user = await users.create(label)
  await grant(user, { premiumDays: 30 })
  await signInPage(page, user)
  return user
}

const slot = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const saved = (page: Page) =>
  expect(page.locator('[data-save-status]')).toHaveText('Saved', { timeout: 15_000 })

/** Types chords into consecutive slots from the focused one: a letter opens the entry, Tab saves and moves on. */
async function typeChords(page: Page, chords: string[]) {
  for (const chord of chords) {
    await page.keyboard.type(chord)
    await page.keyboard.press('Tab')
  }
}

/** A new song with a verse (C Am F G) and a chorus (F G C C), written by keyboard and mouse. */
async function writeTwoSections(page: Page) {
  await page.goto('/write')
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: '+ Add a section' }).click()
  await slot(page, 'Verse, bar 1: empty').click()
  await typeChords(page, ['C', 'Am', 'F', 'G'])
  await page.getByRole('button', { name: '+ Add a section' }).click()
  await expect(page.getByLabel('Name of section 2')).toHaveValue('Chorus')
  await expect(page.getByLabel('Name of section 2')).toBeFocused()
  await slot(page, 'Chorus, bar 1: empty').focus()
  await typeChords(page, ['F', 'G', 'C'])
  // Mouse and the picker for the last one.
  await slot(page, 'Chorus, bar 4: empty').click()
  await page.getByRole('button', { name: 'Pick a chord…' }).click()
  const picker = page.getByRole('dialog', { name: 'Pick a chord' })
  await picker.getByLabel('Root', { exact: true }).selectOption('C')
  await picker.getByRole('button', { name: 'Use C' }).click()
  await expect(slot(page, 'Chorus, bar 4: C')).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Road Song')
  await saved(page)
}

test('a visitor is sent to /auth; a free user sees what the editor offers and how to upgrade', async ({
  page,
}) => {
  await page.goto('/write')
  await expect(page).toHaveURL(/\/auth$/)
  await signInAs(page, demo.free.email)
  await page.goto('/write')
  await expect(page.getByRole('heading', { name: 'Write your songs in Songpad' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Upgrade on your account page' })).toHaveAttribute(
    'href',
    '/account#plan',
  )
})

test('writes two sections, plays them, transposes and exports MIDI and ChordPro', async ({
  page,
  users,
}) => {
  await premiumUser(users, page, 'editor-write')
  await writeTwoSections(page)

  // Validation: an unknown chord is shown and not saved.
  await slot(page, 'Verse, bar 1: C').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Hm7')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/“Hm7” is not a chord symbol/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(slot(page, 'Verse, bar 1: C')).toBeFocused()

  // Play: the engine gets one event per chord change, in order, at the song's beats.
  await page.getByRole('button', { name: '▶ Play' }).click()
  await expect(page.getByRole('button', { name: '■ Stop' })).toBeVisible({ timeout: 15_000 })
  const events = await page.evaluate(() => (window as TestWindow).__songpadPlayback ?? [])
  expect(events.map((event) => event.symbol)).toEqual(['C', 'Am', 'F', 'G', 'F', 'G', 'C', 'C'])
  expect(events.map((event) => event.beat)).toEqual([0, 4, 8, 12, 16, 20, 24, 28])
  expect(events.every((event) => event.beats === 4 && event.midi.length >= 3)).toBe(true)
  await expect(page.locator('[data-playing]').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '■ Stop' }).click()

  // Transpose up a tone: the grid shows D Bm G A; the stored song stays in C.
  await page.getByRole('button', { name: 'Transpose up a semitone' }).click()
  await page.getByRole('button', { name: 'Transpose up a semitone' }).click()
  await expect(slot(page, 'Verse, bar 2: Bm')).toBeVisible()
  await expect(slot(page, 'Verse, bar 4: A')).toBeVisible()
  await page.getByRole('button', { name: 'Play' }).first().click()
  await expect
    .poll(() => page.evaluate(() => (window as TestWindow).__songpadPlayback?.[0]?.symbol))
    .toBe('D')
  await page.getByRole('button', { name: '■ Stop' }).click()

  // Roman numerals.
  await page.getByLabel('Show chords as').selectOption('roman')
  await expect(slot(page, 'Verse, bar 2: vi')).toBeVisible()
  await page.getByLabel('Show chords as').selectOption('names')

  // MIDI: tempo, time signature and the chords' notes.
  await page.getByText('Export ▾').click()
  const [midiDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download MIDI' }).click(),
  ])
  expect(midiDownload.suggestedFilename()).toBe('road-song.mid')
  const midi = new Midi(readFileSync(await midiDownload.path()))
  expect(Math.round(midi.header.tempos[0]?.bpm ?? 0)).toBe(60)
  expect(midi.header.timeSignatures[0]?.timeSignature).toEqual([4, 4])
  const notes = midi.tracks.flatMap((track) => track.notes)
  expect(notes.length).toBeGreaterThanOrEqual(7 * 3)
  // Exports are as heard: transposed up a tone, the first chord (struck together) is D major.
  const start = Math.min(...notes.map((note) => note.time))
  const first = notes.filter((note) => note.time - start < 0.2).map((note) => note.pitch)
  expect(first).toEqual(expect.arrayContaining(['D', 'F#', 'A']))

  // ChordPro: title, sections and chords.
  await page.getByText('Export ▾').click()
  const [proDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download ChordPro' }).click(),
  ])
  const chordPro = readFileSync(await proDownload.path(), 'utf8')
  expect(chordPro).toContain('{title: Road Song}')
  expect(chordPro).toMatch(/Verse/)
  expect(chordPro).toMatch(/Chorus/)
  for (const chord of ['[D]', '[Bm]', '[G]', '[A]']) expect(chordPro).toContain(chord)
})

test('keyboard: undo, redo, copy and paste bars, move a section', async ({ page, users }) => {
  await premiumUser(users, page, 'editor-keys')
  await writeTwoSections(page)
  await slot(page, 'Verse, bar 2: Am').focus()
  await page.keyboard.press('Delete')
  await expect(slot(page, 'Verse, bar 2: empty')).toBeFocused()
  await page.keyboard.press('Control+Z')
  await expect(slot(page, 'Verse, bar 2: Am')).toBeVisible()
  await page.keyboard.press('Control+Shift+Z')
  await expect(slot(page, 'Verse, bar 2: empty')).toBeVisible()
  await page.keyboard.press('Control+Z')

  // Select two bars, copy, paste over the chorus's first two.
  await slot(page, 'Verse, bar 1: C').focus()
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('Control+C')
  await slot(page, 'Chorus, bar 1: F').click()
  await page.keyboard.press('Control+V')
  await expect(slot(page, 'Chorus, bar 2: Am')).toBeVisible()

  // Alt+Up moves the chorus above the verse.
  await page.keyboard.press('Alt+ArrowUp')
  await expect(page.getByLabel('Name of section 1')).toHaveValue('Chorus')

  // The palette and the shortcut sheet list the commands.
  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Commands' })
  await palette.getByRole('combobox', { name: 'Search commands' }).fill('duplicate the section')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Name of section 2')).toHaveValue('Chorus')
  await slot(page, 'Verse, bar 1: C').focus()
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Undo')
})

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await storeConsent(page)
  return { context, page }
}

test('shares a song, opens it signed out, copies it signed in, stops sharing', async ({
  page,
  browser,
  users,
}) => {
  await premiumUser(users, page, 'editor-share')
  await writeTwoSections(page)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const share = page.getByRole('dialog', { name: 'Share this song' })
  await share.getByRole('button', { name: 'Make a link' }).click()
  const link = await share.getByLabel('Link to the song').inputValue()
  expect(link).toMatch(/\/shared\/[\w-]{16,}$/)
  const path = new URL(link).pathname

  const visitor = await signedOutPage(browser)
  await visitor.page.goto(path)
  await expect(visitor.page.getByRole('heading', { name: 'Road Song', level: 1 })).toBeVisible()
  // The lead sheet: each bar of the verse with its chord.
  const verseBar = (bar: number) =>
    visitor.page.getByRole('region', { name: 'Verse', exact: true }).locator(`[data-bar="${bar}"]`)
  await expect(verseBar(1)).toHaveText('Am')
  await expect(visitor.page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Road Song/,
  )
  // Link previews read the HTML as served, without running the app (functions/shared/[slug].ts).
  const served = await (await visitor.page.request.get(path)).text()
  expect(served).toContain('<title data-link-preview>Road Song · Songpad</title>')
  expect(served).toMatch(/<meta property="og:title" content="Road Song · Songpad"/)
  expect(served).toMatch(
    /<meta name="description" content="“Road Song”, a song shared from Songpad: C Am F G/,
  )
  // So does a phone's first paint: the song's title, while the app loads.
  expect(served).toMatch(/<h1 [^>]*data-shared-song="[^"]+">Road Song<\/h1>/)
  await visitor.page.getByRole('button', { name: 'Transpose up a semitone' }).click()
  await expect(verseBar(1)).toHaveText('Bbm')
  await expect(
    visitor.page.getByRole('link', { name: 'Sign in to copy it to your songs' }),
  ).toBeVisible()
  await visitor.context.close()

  const friend = await signedOutPage(browser)
  const other = await users.create('editor-friend')
  await signInPage(friend.page, other)
  await friend.page.goto(path)
  await friend.page.getByRole('button', { name: 'Copy to my songs' }).click()
  await expect(friend.page.getByRole('link', { name: 'Open your copy' })).toBeVisible()
  expect((await songsOf(other.id)).map((song) => song.name)).toContain('Road Song')
  await friend.context.close()

  await share.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(share.getByRole('button', { name: 'Make a link' })).toBeVisible()
  const late = await signedOutPage(browser)
  await late.page.goto(path)
  await expect(late.page.getByRole('heading', { name: /not shared|not found/i })).toBeVisible()
  await late.context.close()
})

test('autosaves across a reload, and a second tab’s save reaches the first live', async ({
  page,
  users,
}) => {
  await premiumUser(users, page, 'editor-sync')
  await writeTwoSections(page)
  await page.reload()
  await expect(slot(page, 'Chorus, bar 4: C')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Road Song')

  // A second tab opens the same song; both edit it.
  const second = await page.context().newPage()
  await second.goto('/write')
  await expect(slot(second, 'Verse, bar 1: C')).toBeVisible({ timeout: 20_000 })
  await slot(second, 'Verse, bar 1: C').focus()
  await typeChords(second, ['Em'])
  await saved(second)

  // The first tab follows the second's save without a reload, so it never edits a stale song;
  // its next edit reaches the second tab the same way (conflicts: autosave-conflicts.spec.ts).
  await expect(slot(page, 'Verse, bar 1: Em')).toBeVisible({ timeout: 15_000 })
  await slot(page, 'Verse, bar 1: Em').focus()
  await typeChords(page, ['Dm'])
  await saved(page)
  await expect(slot(second, 'Verse, bar 1: Dm')).toBeVisible({ timeout: 15_000 })
  await second.reload()
  await expect(slot(second, 'Verse, bar 1: Dm')).toBeVisible({ timeout: 20_000 })
})
