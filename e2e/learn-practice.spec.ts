import { expect, test } from './support/fixtures.ts'
import { storeConsent } from './support/stack.ts'
import { grant, signInPage } from './support/users.ts'

// Practising on a chord page: play the chord on the page's keys and be told what it is, and the
// ear quiz, each loading its code only when asked for; and writing with one of its progressions.

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

const practiceCode = (url: string) => /\/assets\/(chord-check|ear-quiz)-[\w-]+\.js$/.test(url)

test('a chord tapped on the keys is checked in every inversion, and a wrong note is named', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/how-to-play-chord-piano/c-major-7')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(requests.filter(practiceCode)).toEqual([])

  await page.getByRole('button', { name: 'Check my playing' }).click()
  const keys = page.getByRole('group', { name: 'Piano keys, C4 to B5' })
  await expect(keys).toBeVisible()
  expect(requests.filter(practiceCode)).toHaveLength(1)
  const verdict = page.getByRole('status').filter({ hasText: /Cmaj7|notes yet/ })
  await expect(verdict).toHaveText('No notes yet: play Cmaj7.')

  const tap = (name: string) => keys.getByRole('button', { name, exact: true }).click()
  const clear = () => page.getByRole('button', { name: 'Clear', exact: true }).click()
  for (const [notes, said] of [
    [['C4', 'E4', 'G4', 'B4'], 'Yes, that is Cmaj7 in root position.'],
    [['E4', 'G4', 'B4', 'C5'], 'Yes, that is Cmaj7 in first inversion, with E in the bass.'],
    [['G4', 'B4', 'C5', 'E5'], 'Yes, that is Cmaj7 in second inversion, with G in the bass.'],
    [['B4', 'C5', 'E5', 'G5'], 'Yes, that is Cmaj7 in third inversion, with B in the bass.'],
  ] as const) {
    for (const note of notes) await tap(note)
    await expect(verdict).toHaveText(said)
    await clear()
  }
  // B♭ for B: the seventh is wrong, and the page says which.
  for (const note of ['C4', 'E4', 'G4', 'A♯4']) await tap(note)
  await expect(verdict).toHaveText('Not Cmaj7 yet: B is missing; A♯ is not in the chord.')
  await expect(keys.getByRole('button', { name: 'A♯4' })).toHaveAttribute('aria-pressed', 'true')
  // Chromium has Web MIDI: the page offers it, and asks for nothing until pressed.
  await expect(page.getByRole('button', { name: 'Use a MIDI keyboard' })).toBeVisible()
})

test('the ear quiz is played from the keyboard alone, and keeps its score on the device', async ({
  page,
}) => {
  await page.goto('/how-to-play-chord-piano/a-minor')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const start = page.getByRole('button', { name: 'Start the ear quiz' })
  await start.focus()
  await page.keyboard.press('Enter')
  const playChord = page.getByRole('button', { name: 'Play the chord' })
  await expect(playChord).toBeVisible()
  await expect(page.getByText(/^Chord 1 of 5 · level 1 · 0 right of 0/)).toBeVisible()

  // The choices: the first level's two kinds, the page's minor among them.
  const choices = page.getByRole('group', { name: 'What kind of chord is it?' }).getByRole('radio')
  await expect(choices).toHaveCount(2)
  await playChord.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(choices.first()).toBeFocused()
  await page.keyboard.press('Space')
  await expect(choices.first()).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Answer' })).toBeFocused()
  await page.keyboard.press('Enter')
  const verdict = page.getByRole('status').filter({ hasText: /^(Right|Not quite)/ })
  await expect(verdict).toHaveText(/It was A (major|minor)\.$/)
  await expect(page.getByRole('button', { name: 'Next chord' })).toBeFocused()
  await expect(page.getByText(/^Chord 1 of 5 · level 1 · [01] right of 1/)).toBeVisible()

  // The score is the device's: a reload and the quiz remembers it.
  await page.reload()
  await page.getByRole('button', { name: 'Start the ear quiz' }).click()
  await expect(page.getByText(/· [01] right of 1 on this device$/)).toBeVisible()
})

test('a progression opens from its chord page as a new song of those chords', async ({
  page,
  users,
}) => {
  const user = await users.create('progression')
  await grant(user, { premiumDays: 30 })
  await signInPage(page, user)
  await page.goto('/how-to-play-chord-piano/c-major')
  const pop = page.getByRole('listitem').filter({ hasText: 'I–V–vi–IV' })
  await pop.getByRole('link', { name: 'Open in the editor' }).click()
  await expect(page).toHaveURL(/\/write\/[a-z0-9]{15}$/, { timeout: 20_000 })
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('C G Am F')
  for (const [bar, chord] of ['C', 'G', 'Am', 'F'].entries()) {
    await expect(
      page.getByRole('button', { name: `Verse, bar ${bar + 1}: ${chord}` }),
    ).toBeVisible()
  }
  // Back goes to the chord page, not to the link, which would make the song again.
  await page.goBack()
  await expect(page).toHaveURL(/\/how-to-play-chord-piano\/c-major$/)
})
