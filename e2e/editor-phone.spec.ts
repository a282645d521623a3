import { devices, type Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, signInPage } from './support/users.ts'

// The editor on a phone, by touch: a two-section song with words written, played with the playing
// bar kept on screen, a chord picked from the dock, the song transposed from the folded controls.

test.use({
  viewport: devices['Pixel 7'].viewport,
  hasTouch: true,
  isMobile: true,
})

const slot = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const dock = (page: Page) => page.locator('[data-phone-dock]')

/** Taps a slot and types a chord, as a phone's keyboard does once the entry opens. */
async function chordAt(page: Page, name: string, chord: string) {
  await slot(page, name).tap()
  await page.keyboard.type(chord)
  await page.keyboard.press('Enter')
}

test('a song written, played, picked and transposed on a phone', async ({ page, users }) => {
  test.setTimeout(150_000)
  const user = await users.create('editor-phone')
  await grant(user, { premiumDays: 30 })
  await storeConsent(page)
  await signInPage(page, user)
  await page.goto('/write')
  await expect(page.getByRole('region', { name: 'Song chords' })).toBeVisible({ timeout: 30_000 })

  // The dock is on screen from the start; the toolbar's controls are folded away.
  await expect(dock(page)).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Metronome', exact: true })).toHaveCount(0)

  // Two sections of four bars, with words under the first bar of each.
  await page.getByRole('button', { name: '+ Add a section' }).tap()
  for (const [n, chord] of ['C', 'Am', 'F', 'G'].entries())
    await chordAt(page, `Verse, bar ${n + 1}: empty`, chord)
  await page.getByRole('textbox', { name: 'Words, Verse, bar 1' }).tap()
  await page.keyboard.type('Morning comes ')
  await page.getByRole('button', { name: '+ Add a section' }).tap()
  for (const [n, chord] of ['F', 'G', 'C', 'E'].entries())
    await chordAt(page, `Chorus, bar ${n + 1}: empty`, chord)
  await page.getByRole('textbox', { name: 'Words, Chorus, bar 1' }).tap()
  await page.keyboard.type('and the train runs late')
  await slot(page, 'Chorus, bar 1: F').tap()

  // Every control in the dock is at least 44 px in both directions.
  for (const control of await dock(page).getByRole('button').all()) {
    const box = await control.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
    expect(box?.width).toBeGreaterThanOrEqual(44)
  }

  // A chord from the picker, reached from the dock.
  await slot(page, 'Chorus, bar 4: E').tap()
  await expect(dock(page)).toContainText('Chorus, bar 4')
  await dock(page).getByRole('button', { name: 'Pick a chord' }).tap()
  const picker = page.getByRole('dialog', { name: 'Pick a chord' })
  await picker.getByLabel('Root', { exact: true }).selectOption('G')
  await picker.getByRole('button', { name: 'Use G' }).tap()
  await expect(slot(page, 'Chorus, bar 4: G')).toBeVisible()

  // Played from the top: the bar heard is followed down the song. Caught in the frame it is heard
  // in (two seconds a bar at 120 bpm), where the follow has brought it on screen.
  await dock(page).getByRole('button', { name: 'More' }).tap()
  await dock(page).getByRole('spinbutton', { name: /Tempo/ }).fill('120')
  await dock(page).getByRole('button', { name: 'More' }).tap()
  await expect(dock(page)).toContainText('120 bpm')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(slot(page, 'Chorus, bar 4: G')).not.toBeInViewport()
  await dock(page).getByRole('button', { name: '▶ Play' }).tap()
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('[data-bar="1-3"][data-playing]')
      const box = bar?.getBoundingClientRect()
      return !!box && box.bottom > 0 && box.top < window.innerHeight
    },
    undefined,
    { polling: 'raf', timeout: 40_000 },
  )
  await expect(dock(page)).toContainText('Chorus, bar 4')
  // The song ends by itself.
  await expect(dock(page).getByRole('button', { name: '▶ Play' })).toBeVisible({ timeout: 15_000 })

  // Transposed up a tone from the folded controls: the grid shows the chords a tone higher.
  await dock(page).getByRole('button', { name: 'More' }).tap()
  const up = dock(page).getByRole('button', { name: 'Transpose up a semitone' })
  await up.tap()
  await up.tap()
  await expect(slot(page, 'Verse, bar 2: Bm')).toBeAttached()
  await expect(slot(page, 'Chorus, bar 4: A')).toBeAttached()
  await expect(page.locator('[data-save-status]')).toHaveText('Saved', { timeout: 15_000 })
})
