// The community's API as a member calls it, for e2e tests that set the scene or check the server.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Users } from './fixtures.ts'
import { pbUrl, storeConsent } from './stack.ts'
import { createSong, grant, signInPage, type TestUser } from './users.ts'

/** A unique word for a test's songs, so searching for it finds only them (tests run side by side). */
export const uniqueWord = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`

/** A new premium user, signed in on the page; made by the test's `users`, which deletes it. */
export async function premiumMember(page: Page, label: string, users: Users, name?: string) {
  const user = await users.create(label, name)
  await grant(user, { premiumDays: 30 })
  await storeConsent(page)
  await signInPage(page, user)
  return user
}

/** POSTs to PocketBase as the user and answers the status and body, whatever the status. */
export async function callAs(user: TestUser, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${pbUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: user.token },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export type Published = { songId: string; listingId: string; name: string }

/** Creates a song as the user and publishes it, as the editor's Publish button does. */
export async function publishSong(
  user: TestUser,
  fields: Record<string, unknown>,
): Promise<Published> {
  const song = await createSong(user, {
    tablecontent: [[['C'], ['Am'], ['F'], ['G']]],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
    ...fields,
  })
  const listing = await callAs(user, '/api/collections/community_songs/records', {
    song_id: song.id,
  })
  if (listing.status !== 200) throw new Error(`Publishing failed: ${JSON.stringify(listing)}`)
  return { songId: song.id, listingId: String(listing.body.id), name: song.name }
}

export const likeAsApi = (user: TestUser, listingId: string) =>
  callAs(user, '/api/collections/community_likes/records', { song: listingId, user: user.id })

export const reportAsApi = (user: TestUser, listingId: string) =>
  callAs(user, '/api/collections/community_reports/records', {
    song_id: listingId,
    reporter: user.id,
    reason: 'spam',
    details: '',
  })
