import type { Page } from '@playwright/test'
import { demoSongs } from '../scripts/demo-users.ts'
import { expect, test, type Users } from './support/fixtures.ts'
import { pbUrl, storeConsent } from './support/stack.ts'
import { createSong, grant, signInPage, songsOf, type TestUser } from './support/users.ts'

// Writing words under the chords: by keyboard alone, by pasting a verse, and into a song stored
// before songs had words.

type StoredBar = { id: string; chords: string[]; words?: string[]; lineEnd?: true }
type StoredSong = {
  version: number
  updated: string
  tablecontent: { id: string; bars: StoredBar[] }[] | string[][][]
  labelcontent: { label: string; repeat: number }[]
}

test.beforeEach(async ({ page }) => {
  // Sign-ups hash passwords and the editor chunk loads on first use: allow for a busy machine.
  test.setTimeout(150_000)
  await storeConsent(page)
})

async function premiumUser(users: Users, page: Page, label: string): Promise<TestUser> {
  const user = await users.create(label)
  await grant(user, { premiumDays: 30 })
  await signInPage(page, user)
  return user
}

async function storedSong(user: TestUser, id: string): Promise<StoredSong> {
  const response = await fetch(`${pbUrl}/api/collections/songs/records/${id}`, {
    headers: { authorization: user.token },
  })
  if (!response.ok) throw new Error(`Reading song ${id}: ${response.status}`)
  return response.json()
}

/** Each bar's words, joined, per section of a version-2 song. */
const wordsOf = (song: StoredSong) =>
  (song.tablecontent as { bars: StoredBar[] }[]).map((section) =>
    section.bars.map((bar) => (bar.words ?? []).join('') + (bar.lineEnd ? '⏎' : '')),
  )

const slot = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const words = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Words, ${name}`, exact: true })
const saved = (page: Page) =>
  expect(page.locator('[data-save-status]')).toHaveText('Saved', { timeout: 15_000 })

/** From the focused chord slot: chords into consecutive slots, the last one saved with Enter. */
async function typeChords(page: Page, chords: string[]) {
  for (const [i, chord] of chords.entries()) {
    await page.keyboard.type(chord)
    await page.keyboard.press(i === chords.length - 1 ? 'Enter' : 'Tab')
  }
}

/** A section added with Alt+N, named by its default, its chords typed, then its words. */
async function writeSection(page: Page, label: string, chords: string[], lines: string[][]) {
  await page.keyboard.press('Alt+N')
  const name = page.getByRole('textbox', { name: /^Name of section/ }).last()
  await expect(name).toBeFocused()
  await expect(name).toHaveValue(label)
  await page.keyboard.press('Enter')
  await expect(slot(page, `${label}, bar 1: empty`)).toBeFocused()
  await typeChords(page, chords)
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  await expect(words(page, `${label}, bar 1`)).toBeFocused()
  for (const line of lines) {
    for (const [i, part] of line.entries()) {
      await page.keyboard.type(part)
      await page.keyboard.press(i === line.length - 1 ? 'Enter' : 'Tab')
    }
  }
  // Back up to the chords, where the next section starts.
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-slot]:focus')).toHaveCount(1)
}

test('a two-section song with words, written by keyboard alone, is all there after a reload', async ({
  page,
  users,
}) => {
  // Two sections of chords and words typed key by key: the longest test here.
  test.slow()
  const user = await premiumUser(users, page, 'words-keys')
  await page.goto('/write')
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })

  await writeSection(
    page,
    'Verse',
    ['C', 'Am', 'F', 'G'],
    [
      ['Hello darkness', 'my old friend'],
      ['I’ve come to', 'talk with you again'],
    ],
  )
  await writeSection(
    page,
    'Chorus',
    ['F', 'G', 'C', 'C'],
    [
      ['And the vision', 'that was planted'],
      ['in my brain still re-', 'mains'],
    ],
  )
  // The song's name, from the keyboard too.
  await page.keyboard.press('Alt+S')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Sound of Words')
  await saved(page)

  const [song] = await songsOf(user.id)
  expect(song?.name).toBe('Sound of Words')
  const stored = await storedSong(user, song?.id ?? '')
  expect(stored.version).toBe(2)
  expect(wordsOf(stored)).toEqual([
    ['Hello darkness ', 'my old friend ⏎', 'I’ve come to ', 'talk with you again ⏎'],
    ['And the vision ', 'that was planted ⏎', 'in my brain still re-', 'mains ⏎'],
  ])

  await page.reload()
  await expect(words(page, 'Verse, bar 1')).toHaveValue('Hello darkness', { timeout: 20_000 })
  await expect(words(page, 'Verse, bar 4')).toHaveValue('talk with you again')
  await expect(words(page, 'Chorus, bar 3')).toHaveValue('in my brain still re-')
  await expect(words(page, 'Chorus, bar 4')).toHaveValue('mains')
  await expect(slot(page, 'Chorus, bar 4: C')).toBeVisible()
  // Syllables where each line ends: "in my brain still re-mains" is 6.
  await expect(words(page, 'Chorus, bar 4')).toHaveAccessibleDescription(
    'The line ends here: 6 syllables.',
  )
  await expect(page.getByText('↵ 6 syl.')).toBeVisible()
})

test('a pasted verse spreads over the bars, a line over two bars when chosen', async ({
  page,
  context,
  users,
}) => {
  const user = await premiumUser(users, page, 'words-paste')
  const song = await createSong(user, {
    name: 'Pasted',
    bpm: 90,
    timesignature: '4/4',
    instrument: 1,
    version: 1,
    tablecontent: [[['C'], ['G']]],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/write/${song.id}`)
  const first = words(page, 'Verse, bar 1')
  await first.click({ timeout: 20_000 })
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'Hello darkness my old friend\nI’ve come to talk with you again\n\nBecause a vision softly creeping\nLeft its seeds while I was sleeping\n',
    ),
  )
  await page.keyboard.press('ControlOrMeta+V')

  // A line a bar: the two bars take two lines, two bars are added for the rest.
  await expect(words(page, 'Verse, bar 4')).toHaveValue('Left its seeds while I was sleeping')
  await expect(first).toHaveValue('Hello darkness my old friend')
  const prompt = page.getByRole('group', { name: 'Bars for each pasted line' })
  await expect(prompt.getByRole('radio', { name: '1 bar' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(prompt.getByRole('radio', { name: '2 bars' })).toBeChecked()
  await expect(words(page, 'Verse, bar 8')).toHaveValue('while I was sleeping')
  await expect(first).toHaveValue('Hello darkness')
  await page.keyboard.press('Enter')
  await expect(prompt).toBeHidden()
  await expect(first).toBeFocused()
  await saved(page)

  const stored = await storedSong(user, song.id)
  expect(stored.version).toBe(2)
  expect(wordsOf(stored)).toEqual([
    [
      'Hello darkness ',
      'my old friend ⏎',
      'I’ve come to ',
      'talk with you again ⏎',
      'Because a ',
      'vision softly creeping ⏎',
      'Left its seeds ',
      'while I was sleeping ⏎',
    ],
  ])
  const chords = (stored.tablecontent as { bars: StoredBar[] }[])[0]?.bars.map((bar) => bar.chords)
  expect(chords).toEqual([['C'], ['G'], [''], [''], [''], [''], [''], ['']])

  // One undo takes the whole paste back.
  await page.keyboard.press('Escape')
  await page.keyboard.press('ControlOrMeta+Z')
  await expect(first).toHaveValue('')
  await expect(words(page, 'Verse, bar 3')).toHaveCount(0)
})

test('Late Train, stored before songs had words, opens unchanged and gains words when edited', async ({
  page,
  users,
}) => {
  const user = await premiumUser(users, page, 'words-late-train')
  const lateTrain = demoSongs.find((song) => song.name === 'Late Train')
  if (lateTrain?.version !== 1) throw new Error('The demo Late Train is a version-1 song')
  const song = await createSong(user, { ...lateTrain, instrument: 0 })
  const before = await storedSong(user, song.id)

  await page.goto(`/write/${song.id}`)
  await expect(slot(page, 'Verse, bar 4, beat 3: E7')).toBeVisible({ timeout: 20_000 })
  await expect(slot(page, 'Bridge, bar 3, beat 1: C')).toBeVisible()
  await expect(page.getByLabel('Name of section 4')).toHaveValue('Bridge')
  await expect(words(page, 'Intro, bar 1')).toHaveValue('')
  // Opening saves nothing: the record is as it was.
  await expect(page.locator('[data-save-status]')).toHaveText('Saved')
  expect(await storedSong(user, song.id)).toEqual(before)

  await slot(page, 'Verse, bar 1: Am').focus()
  await page.keyboard.press('w')
  await page.keyboard.type('The late train')
  await page.keyboard.press('Tab')
  await page.keyboard.type('rolls on')
  await page.keyboard.press('Enter')
  await saved(page)

  const after = await storedSong(user, song.id)
  expect(after.version).toBe(2)
  expect(after.labelcontent).toEqual(before.labelcontent)
  const sections = after.tablecontent as { bars: StoredBar[] }[]
  // Every chord as it was, and now words.
  expect(sections.map((section) => section.bars.map((bar) => bar.chords))).toEqual(
    lateTrain.tablecontent,
  )
  expect(wordsOf(after)[1]).toEqual(['The late train ', 'rolls on ⏎', '', ''])
})
