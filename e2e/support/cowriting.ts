// Two people on one song in e2e tests: the owner and an accepted co-writer, and what the server holds.
import { type Browser, expect, type Page } from '@playwright/test'
import type { Users } from './fixtures.ts'
import { waitForMailLink } from './mail.ts'
import { pbUrl, storeConsent } from './stack.ts'
import { createSong, grant, signInPage, type TestUser } from './users.ts'

export type StoredBar = { id: string; chords: string[]; words?: string[] }
export type StoredSection = { id: string; bars: StoredBar[] }

export const bar = (page: Page, section: string, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${section}, bar ${n}: `) })
export const words = (page: Page, section: string, n: number) =>
  page.getByRole('textbox', { name: `Words, ${section}, bar ${n}`, exact: true })
export const saveStatus = (page: Page) => page.locator('[data-save-status]')

/** Calls one of the co-writer routes of PocketBase as the user; answers the status and body. */
export async function cowriterCall(
  user: TestUser,
  route: 'invite' | 'accept' | 'remove',
  body: object,
): Promise<{ status: number; body: { message?: string; song?: string; id?: string } }> {
  const response = await fetch(`${pbUrl}/api/songpad/cowriters/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: user.token },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/** Calls PocketBase's records API on a song as the user; answers the status. */
export async function songCall(user: TestUser, songId: string, init: RequestInit = {}) {
  const response = await fetch(`${pbUrl}/api/collections/songs/records/${songId}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: user.token },
  })
  return { status: response.status, body: await response.json().catch(() => ({})) }
}

/** The song's sections as the server holds them, read as the user. */
export async function storedSections(user: TestUser, songId: string): Promise<StoredSection[]> {
  const { body } = await songCall(user, songId)
  return (body as { tablecontent: StoredSection[] }).tablecontent
}

/**
 * The owner's song of two sections, and a co-writer who accepted the mailed invitation; both made
 * by the test's `users`, which deletes them.
 */
export async function ownerAndCowriter(users: Users, label: string) {
  const owner = await users.create(`${label}-owner`, 'Olive Owner')
  const cowriter = await users.create(`${label}-cowriter`, 'Cora Cowriter')
  await grant(owner, { premiumDays: 30 })
  await grant(cowriter, { trialDays: 10 })
  const song = await createSong(owner, {
    name: 'Written Together',
    timesignature: '4/4',
    tablecontent: [
      [['C'], ['Am'], ['F'], ['G']],
      [['F'], ['G'], ['C'], ['C']],
    ],
    labelcontent: [
      { label: 'Verse', repeat: 1 },
      { label: 'Chorus', repeat: 1 },
    ],
  })
  const invited = await cowriterCall(owner, 'invite', { song: song.id, email: cowriter.email })
  expect(invited.status).toBe(201)
  const link = await waitForMailLink(cowriter.email, '/co-write/')
  const token = link.split('/co-write/')[1]
  expect((await cowriterCall(cowriter, 'accept', { token })).status).toBe(200)
  return { owner, cowriter, song, invitationId: invited.body.id as string }
}

/** A signed-in browser context of its own with the song open in the editor. */
export async function openSong(browser: Browser, user: TestUser, songId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await storeConsent(page)
  await signInPage(page, user)
  await page.goto(`/write/${songId}`)
  await expect(bar(page, 'Verse', 1)).toBeVisible({ timeout: 30_000 })
  await expect(saveStatus(page)).toHaveText('Saved')
  return page
}
