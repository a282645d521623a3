import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import {
  LANTERN_ROAD_TEXT,
  LANTERN_ROAD_WORDS,
  PAPER_BOATS_CHORDPRO,
  PAPER_BOATS_WORDS,
} from '../src/testing/song-sheets.ts'
import { expect, test } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, signInPage, songsOf, type TestUser } from './support/users.ts'

// Importing a song with words (ChordPro, and chords over lyrics), seeing what it holds before
// it replaces anything, saving it and exporting it again with every word in place.

type StoredBar = { chords: string[]; words?: string[]; lineEnd?: boolean }
type StoredSong = {
  id: string
  name: string
  description: string
  key: string
  bpm: number
  version: number
  tablecontent: { bars: StoredBar[] }[]
  labelcontent: { label: string; repeat: number }[]
}

test.beforeEach(async ({ page }) => {
  // Sign-ups hash passwords and the editor chunk loads on first use: allow for a busy machine.
  test.setTimeout(150_000)
  await storeConsent(page)
})

const saved = (page: Page) =>
  expect(page.locator('[data-save-status]')).toHaveText('Saved', { timeout: 15_000 })

/** The stored song's lines of lyrics: its bars' words joined, broken where a line ends. */
function storedLines(song: StoredSong): string[] {
  const lines: string[] = []
  for (const section of song.tablecontent) {
    let line = ''
    for (const bar of section.bars) {
      line += (bar.words ?? []).join('')
      if (bar.lineEnd) {
        lines.push(line.trim())
        line = ''
      }
    }
    if (line.trim()) lines.push(line.trim())
  }
  return lines.filter(Boolean)
}

async function storedSong(user: TestUser, name: string): Promise<StoredSong> {
  const songs = (await songsOf(user.id)) as StoredSong[]
  const song = songs.find((one) => one.name === name)
  if (!song) throw new Error(`No song named ${name}`)
  return song
}

async function openImport(page: Page) {
  await page.getByText('Export ▾').click()
  await page.getByRole('button', { name: 'Import…' }).click()
  return page.getByRole('dialog', { name: 'Import a song' })
}

async function download(page: Page, item: string): Promise<Download> {
  await page.getByText('Export ▾').click()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: item }).click(),
  ])
  return file
}

const text = async (file: Download) => readFileSync(await file.path(), 'utf8')

const count = (page: Page, name: string) =>
  page.getByRole('dialog', { name: 'Import a song' }).locator(`[data-count="${name}"]`)

test('imports a ChordPro song with words, saves it and exports it with every word in place', async ({
  page,
  users,
}) => {
  const user = await users.create('import-chordpro')
  await grant(user, { premiumDays: 30 })
  await signInPage(page, user)
  await page.goto('/write')
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })

  // A sheet with a tab block: listed before anything changes, and Cancel leaves the song alone.
  let dialog = await openImport(page)
  await dialog
    .getByRole('textbox', { name: 'Song text' })
    .fill('{sov}\n[C]la\n{eov}\n{sot}\ne|-0-|\n{eot}')
  await dialog.getByRole('button', { name: 'Preview the import' }).click()
  await expect(dialog.getByRole('list', { name: 'Not imported' })).toHaveText(
    'Lines 4–6: a tab block (1 line)',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  dialog = await openImport(page)
  await dialog.getByRole('textbox', { name: 'Song text' }).fill(PAPER_BOATS_CHORDPRO)
  await dialog.getByRole('button', { name: 'Preview the import' }).click()
  await expect(
    dialog.getByRole('heading', { name: '“Paper Boats”, read as ChordPro' }),
  ).toBeFocused()
  await expect(count(page, 'sections')).toHaveText('6')
  await expect(count(page, 'words')).toHaveText(
    String(PAPER_BOATS_WORDS.join(' ').split(' ').length),
  )
  await expect(count(page, 'chords')).toHaveText('35')
  await expect(dialog.getByRole('list', { name: 'Not imported' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Replace this song' }).click()
  await expect(dialog).toBeHidden()

  // Shown: the name, the sections and their chords (mid-bar: C then D in one bar of the bridge).
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Paper Boats')
  await expect(page.getByLabel('Name of section 1')).toHaveValue('Verse 1')
  await expect(page.getByLabel('Name of section 4')).toHaveValue('Chorus')
  await expect(page.getByLabel('Name of section 5')).toHaveValue('Bridge')
  await expect(page.getByRole('button', { name: 'Verse 1, bar 2: G', exact: true })).toBeVisible()
  await saved(page)

  // Saved: every word and line of the sheet in the record, with the artist and key.
  const song = await storedSong(user, 'Paper Boats')
  expect(song).toMatchObject({ version: 2, key: 'G', bpm: 92 })
  expect(song.description).toContain('Artist: The Lamplighters')
  expect(storedLines(song)).toEqual(PAPER_BOATS_WORDS)
  expect(song.labelcontent.map((section) => section.label)).toEqual([
    'Verse 1',
    'Chorus',
    'Verse 2',
    'Chorus',
    'Bridge',
    'Chorus',
  ])

  // Exported: each chord right before the words sung on it.
  const chordPro = await text(await download(page, 'Download ChordPro'))
  expect(chordPro).toContain('{title: Paper Boats}\n{artist: The Lamplighters}')
  expect(chordPro).toContain('We [G]fold the morning [Em]news in-[C]to paper boats')
  expect(chordPro).toContain('[C]Sail a[G]way, [D]sail a[Em]way')
  expect(chordPro).toContain('| [Em] | [C] [D] | [G] |')
  for (const line of PAPER_BOATS_WORDS) expect(chordPro.replace(/\[[^\]]*\]/g, '')).toContain(line)

  const plain = await text(await download(page, 'Download text'))
  expect(plain).toContain(
    '   G                Em      C\nWe fold the morning news in-to paper boats',
  )
  for (const line of PAPER_BOATS_WORDS) expect(plain).toContain(line)
})

test('imports chords over lyrics from a file, with its capo, and exports the same sheet', async ({
  page,
  users,
}) => {
  const user = await users.create('import-text')
  await grant(user, { premiumDays: 30 })
  await signInPage(page, user)
  await page.goto('/write')
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })

  const dialog = await openImport(page)
  await dialog.getByLabel('Or a file (.cho, .chopro, .txt)').setInputFiles({
    name: 'lantern-road.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(LANTERN_ROAD_TEXT),
  })
  await expect(
    dialog.getByRole('heading', { name: '“Lantern Road”, read as chords over lyrics' }),
  ).toBeFocused()
  await expect(dialog.getByRole('list', { name: 'Read with changes' })).toContainText(
    'Capo 2: the chords were moved up 2 semitones',
  )
  await expect(count(page, 'words')).toHaveText(
    String(LANTERN_ROAD_WORDS.join(' ').split(' ').length),
  )
  await dialog.getByRole('button', { name: 'Replace this song' }).click()

  // The chords as they sound (D shapes with a capo on 2 sound as E).
  await expect(page.getByLabel('Name of section 1')).toHaveValue('Verse 1')
  await expect(page.getByRole('button', { name: 'Verse 1, bar 1: E', exact: true })).toBeVisible()
  await saved(page)

  const song = await storedSong(user, 'Lantern Road')
  expect(song.description).toBe('Artist: Ada Lovelock\nCapo: 2')
  expect(song.key).toBe('E')
  expect(storedLines(song)).toEqual(LANTERN_ROAD_WORDS)
  expect(song.labelcontent).toEqual([
    { label: 'Verse 1', repeat: 1 },
    { label: 'Chorus', repeat: 1 },
    { label: 'Solo', repeat: 1 },
    { label: 'Chorus', repeat: 2 },
  ])

  // Written back as the capo shapes, each chord over the first letter sung on it.
  const plain = await text(await download(page, 'Download text'))
  expect(plain).toContain('Capo: 2')
  for (const part of LANTERN_ROAD_TEXT.split('\n\n').slice(1)) expect(plain).toContain(part.trim())

  const chordPro = await text(await download(page, 'Download ChordPro'))
  expect(chordPro).toContain('{capo: 2}')
  expect(chordPro).toContain('[D]Walking down the [Bm]lantern road')
  expect(chordPro).toContain("[D]Lantern [Bm]road, I'm al-[G]most home")
})
