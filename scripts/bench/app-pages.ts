// The app's own pages for Lighthouse: a premium writer with a 300-bar song with words, opened in
// the editor, and the same song's shared page. Made on the bench's own PocketBase.
import { randomUUID } from 'node:crypto'
import PocketBase from 'pocketbase'
import { longSong } from '../../src/features/editor/state/test-song.ts'
import { encodeSong } from '../../src/song/encode.ts'

export type AppPages = {
  writePath: string
  sharedPath: string
  /** What the app keeps in local storage for a signed-in user (its PocketBase auth store). */
  session: string
}

const BARS = 300
const BARS_PER_SECTION = 20
const YEAR_MS = 365 * 24 * 60 * 60 * 1000

export async function seedAppPages(options: {
  pbUrl: string
  adminEmail: string
  adminPassword: string
}): Promise<AppPages> {
  const admin = new PocketBase(options.pbUrl)
  admin.autoCancellation(false)
  await admin.admins.authWithPassword(options.adminEmail, options.adminPassword)
  const email = `bench-writer-${randomUUID().slice(0, 8)}@songpad-bench.test`
  const password = `pw-${randomUUID()}`
  const user = await admin.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    name: 'Bench Writer',
    verified: true,
  })
  await admin
    .collection('users')
    .update(user.id, { premium_until: new Date(Date.now() + YEAR_MS).toISOString() })
  const slug = `bench_${randomUUID().replaceAll('-', '')}`
  const song = await admin.collection('songs').create({
    ...encodeSong({ ...longSong(BARS, BARS_PER_SECTION), name: 'Long song', bpm: 96 }),
    user: user.id,
    share_slug: slug,
  })
  const writer = new PocketBase(options.pbUrl)
  const { token, record } = await writer.collection('users').authWithPassword(email, password)
  return {
    writePath: `/write/${song.id}`,
    sharedPath: `/shared/${slug}`,
    session: JSON.stringify({ token, model: record }),
  }
}
