import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { premiumMember, publishSong, uniqueWord } from './support/community.ts'
import { expect, test } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { createSong } from './support/users.ts'

// The lead sheet wherever a song shows: the shared page (signed out), a community song and the
// community's search, the printout (Chromium's print to PDF, read back as text and pictures) and
// the perform view.

test.beforeEach(async ({ page }) => {
  // Sign-ups hash passwords and the editor chunk loads on first use: allow for a busy machine.
  test.setTimeout(120_000)
  await storeConsent(page)
})

/** A version-2 song: a verse of two lines with words (one bar of beats), a chorus played twice. */
const songWithWords = (word: string) => ({
  name: `Harbour ${word}`,
  bpm: 96,
  timesignature: '3/4',
  key: 'G',
  instrument: 1,
  version: 2,
  tablecontent: [
    {
      id: 'verse',
      bars: [
        { id: 'v1', chords: ['G'], words: ['Lanterns on the '] },
        { id: 'v2', chords: ['Em', 'D', ''], words: ['har', 'bour ', ''], lineEnd: true },
        { id: 'v3', chords: ['C'], words: [`${word} is singing `] },
        { id: 'v4', chords: ['D'], words: ['home '], lineEnd: true },
      ],
    },
    {
      id: 'chorus',
      bars: [
        { id: 'c1', chords: ['C'] },
        { id: 'c2', chords: ['G'] },
      ],
    },
  ],
  labelcontent: [
    { label: 'Verse', repeat: 1 },
    { label: 'Chorus', repeat: 2 },
  ],
})

const SLUG_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const newSlug = () =>
  Array.from({ length: 24 }, () => SLUG_CHARS[Math.floor(Math.random() * 62)]).join('')

async function expectLeadSheet(page: Page, word: string) {
  const verse = page.getByRole('region', { name: 'Verse', exact: true })
  await expect(verse).toContainText('Lanterns on the')
  await expect(verse).toContainText(`${word} is singing`)
  // Each chord right above the words sung on it.
  const harbour = verse.locator('[data-bar="1"]')
  await expect(harbour).toHaveText('EmharDbour ')
  await expect(page.getByRole('region', { name: /^Chorus\s*, played 2 times$/ })).toContainText('C')
}

test('the shared page shows the song’s words under its chords, signed out, and opens the perform view', async ({
  page,
  users,
}) => {
  const owner = await users.create('lead-sheet-share')
  const word = uniqueWord('gull')
  const slug = newSlug()
  await createSong(owner, { ...songWithWords(word), share_slug: slug })

  await page.goto(`/shared/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: `Harbour ${word}` })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText('Key G · 96 bpm · 3/4 · guitar')).toBeVisible()
  await expectLeadSheet(page, word)

  await page.getByRole('button', { name: 'Perform', exact: true }).click()
  const perform = page.getByRole('dialog', { name: `Perform Harbour ${word}` })
  await expect(perform.getByRole('region', { name: 'Verse', exact: true })).toContainText(
    `${word} is singing`,
  )
  await page.keyboard.press('Escape')
  await expect(perform).toBeHidden()
  await expect(page.getByRole('button', { name: 'Perform', exact: true })).toBeFocused()
})

test('a community song shows its words, and the community’s search finds it by them', async ({
  page,
  users,
}) => {
  const author = await premiumMember(page, 'lead-sheet-community', users)
  const word = uniqueWord('petrel')
  const published = await publishSong(author, songWithWords(word))

  await page.goto(`/community?q=${encodeURIComponent(`${word} is singing`)}`)
  const card = page.getByRole('article', { name: `Harbour ${word}` })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await expect(card).toContainText('Lanterns on the harbour')

  await card.getByRole('link', { name: `Harbour ${word}` }).click()
  await expect(page).toHaveURL(new RegExp(`/community/${published.listingId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Harbour ${word}` })).toBeVisible({
    timeout: 20_000,
  })
  await expectLeadSheet(page, word)
})

/** The PDF's text, and its pages as PNG pictures beside it (poppler-utils). */
function readPdf(pdf: Buffer, folder: string): { text: string; pictures: string[] } {
  mkdirSync(folder, { recursive: true })
  const file = join(folder, 'lead-sheet.pdf')
  writeFileSync(file, pdf)
  execFileSync('pdftoppm', ['-png', '-r', '80', file, join(folder, 'page')])
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
  const pictures = readdirSync(folder).filter((name) => name.endsWith('.png'))
  return { text, pictures }
}

test('the editor prints the lead sheet: title, key, tempo, time signature, capo and words, no app', async ({
  page,
  users,
}, testInfo) => {
  const user = await premiumMember(page, 'lead-sheet-print', users)
  const word = uniqueWord('tern')
  const song = await createSong(user, songWithWords(word))
  await page.goto(`/write/${song.id}`)
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('Capo').selectOption('2')

  const { text, pictures } = readPdf(
    await page.pdf({ format: 'A4', printBackground: true }),
    testInfo.outputPath('pdf'),
  )
  expect(pictures.length).toBeGreaterThan(0)
  const flat = text.replace(/\s+/g, ' ')
  expect(flat).toContain(`Harbour ${word}`)
  expect(flat).toContain('Key G · 96 bpm · 3/4 · Capo 2')
  expect(flat).toMatch(/Lanterns on the/)
  expect(flat).toContain(`${word} is singing home`)
  // With capo 2 the chords show the shapes to play: G sounds from an F shape.
  expect(flat).toMatch(/\bF\b/)
  expect(flat).toMatch(/Chorus ×2/)
  // No app around it: no buttons, menus or the editor's grid.
  expect(flat).not.toMatch(/Undo|My songs|Export|Add a section/)
})

test('the perform view opens from the editor, scrolls at the tempo with Space, and Escape leaves', async ({
  page,
  users,
}) => {
  const user = await premiumMember(page, 'lead-sheet-perform', users)
  const word = uniqueWord('skua')
  const long = songWithWords(word)
  // Enough bars to scroll, quickly: at 300 bpm in 3/4 a bar lasts 0.6 s.
  const bars = Array.from({ length: 48 }, (_, i) => ({
    id: `l${i}`,
    chords: [['C', 'G', 'Am', 'F'][i % 4]],
    words: [`line ${i} `],
    lineEnd: i % 2 === 1,
  }))
  const song = await createSong(user, {
    ...long,
    bpm: 300,
    tablecontent: [...long.tablecontent, { id: 'long', bars }],
    labelcontent: [...long.labelcontent, { label: 'Outro', repeat: 1 }],
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/write/${song.id}`)
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 20_000 })

  await page.getByRole('button', { name: 'Perform', exact: true }).click()
  const perform = page.getByRole('dialog', { name: `Perform Harbour ${word}` })
  await expect(perform).toBeVisible()
  const sheet = perform.getByRole('region', { name: 'Lead sheet' })
  await expect(sheet).toBeFocused()
  await expect(sheet.getByRole('region', { name: 'Verse', exact: true })).toContainText(
    `${word} is singing`,
  )
  const scrollTop = () => sheet.evaluate((element) => element.scrollTop)
  expect(await scrollTop()).toBe(0)

  await page.keyboard.press('Space')
  await expect(perform.getByRole('button', { name: 'Stop scrolling' })).toBeVisible()
  await expect.poll(scrollTop, { timeout: 10_000 }).toBeGreaterThan(200)
  await page.keyboard.press('Space')
  await expect(perform.getByRole('button', { name: 'Scroll at tempo' })).toBeVisible()
  const stopped = await scrollTop()
  // Half a second of frames: the sheet holds still.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let frames = 0
        const frame = () => (++frames > 30 ? resolve(null) : requestAnimationFrame(frame))
        requestAnimationFrame(frame)
      }),
  )
  expect(await scrollTop()).toBe(stopped)

  await page.keyboard.press('Escape')
  await expect(perform).toBeHidden()
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible()
})
