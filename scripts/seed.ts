// Brings a local PocketBase to the state the app expects: settings, mail links, demo users, songs, community.
// Safe to run again: it updates what exists and creates only what is missing.
import { pathToFileURL } from 'node:url'
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase'
import {
  DEMO_PASSWORD,
  DEV_EDU_LICENSE,
  type DemoUser,
  demoAccess,
  demoSongs,
  demoUsers,
  nextAugustFirst,
  PB_ADMIN_EMAIL,
  PB_ADMIN_PASSWORD,
} from './demo-users.ts'
import { seedCommunity } from './seed-community.ts'

export type SeedOptions = {
  pbUrl: string
  adminEmail: string
  adminPassword: string
  /** Where the app runs; mail links point here. */
  siteUrl: string
  smtpPort: number
}

// Mail links open the app's own pages instead of PocketBase's admin UI.
const mailActionUrls = {
  verificationTemplate: '{APP_URL}/auth/confirm-verification/{TOKEN}',
  resetPasswordTemplate: '{APP_URL}/auth/confirm-password-reset/{TOKEN}',
  confirmEmailChangeTemplate: '{APP_URL}/auth/confirm-email-change/{TOKEN}',
}

export async function seed(opts: SeedOptions): Promise<void> {
  const pb = new PocketBase(opts.pbUrl)
  // The SDK cancels a repeated request to the same URL unless told otherwise.
  pb.autoCancellation(false)
  await pb.admins.authWithPassword(opts.adminEmail, opts.adminPassword)

  await configureSettings(pb, opts)
  const now = new Date()
  const ids = new Map<DemoUser['key'], string>()
  for (const demo of demoUsers) {
    const user = await upsertDemoUser(pb, demo, now)
    await addMissingSongs(pb, user.id)
    ids.set(demo.key, user.id)
  }
  await upsertDevEduLicense(pb, now)
  const [premium, trial] = [ids.get('premium'), ids.get('trial')]
  if (premium && trial) await seedCommunity(pb, premium, trial)
}

// Keeps the dev license running: every seed moves its end to the next August 1st.
async function upsertDevEduLicense(pb: PocketBase, now: Date) {
  const licenses = pb.collection('edu_licenses')
  const fields = { ...DEV_EDU_LICENSE, valid_until: nextAugustFirst(now).toISOString() }
  const { items } = await licenses.getList(1, 1, {
    filter: pb.filter('domain = {:domain}', { domain: DEV_EDU_LICENSE.domain }),
  })
  const existing = items[0]
  await (existing ? licenses.update(existing.id, fields) : licenses.create(fields))
}

async function configureSettings(pb: PocketBase, { siteUrl, smtpPort }: SeedOptions) {
  const { meta } = await pb.settings.getAll()
  const templates = Object.fromEntries(
    Object.entries(mailActionUrls).map(([name, actionUrl]) => [name, { ...meta[name], actionUrl }]),
  )
  await pb.settings.update({
    meta: {
      ...meta,
      appName: 'Songpad',
      appUrl: siteUrl.replace(/\/+$/, ''),
      senderName: 'Songpad',
      senderAddress: 'hello@songpad.test',
      ...templates,
    },
    smtp: {
      enabled: true,
      host: '127.0.0.1',
      port: smtpPort,
      tls: false,
      username: '',
      password: '',
      authMethod: '',
    },
  })
}

async function upsertDemoUser(pb: PocketBase, demo: DemoUser, now: Date): Promise<RecordModel> {
  const users = pb.collection('users')
  const fields = { name: demo.name, verified: true, ...demoAccess(demo, now) }
  const password = { password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD }
  const existing = await findByEmail(pb, demo.email)
  if (!existing) {
    return users.create({ email: demo.email, emailVisibility: false, ...fields, ...password })
  }
  // Resetting the password on every run would sign out open sessions, so only mend a changed one.
  const passwordWorks = await canSignIn(pb.baseUrl, demo.email)
  return users.update(existing.id, passwordWorks ? fields : { ...fields, ...password })
}

async function findByEmail(pb: PocketBase, email: string): Promise<RecordModel | null> {
  try {
    return await pb.collection('users').getFirstListItem(pb.filter('email = {:email}', { email }))
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null
    throw error
  }
}

async function canSignIn(pbUrl: string, email: string): Promise<boolean> {
  try {
    await new PocketBase(pbUrl).collection('users').authWithPassword(email, DEMO_PASSWORD)
    return true
  } catch {
    return false
  }
}

async function addMissingSongs(pb: PocketBase, userId: string) {
  const songs = pb.collection('songs')
  const existing = await songs.getFullList({
    filter: pb.filter('user = {:userId}', { userId }),
    fields: 'name',
  })
  const names = new Set(existing.map((song) => song.name))
  for (const song of demoSongs) {
    if (names.has(song.name)) continue
    await songs.create({ ...song, user: userId, instrument: 0 })
  }
}

function optionsFromEnv(): SeedOptions {
  const env = process.env
  return {
    pbUrl: env.PB_URL || `http://127.0.0.1:${env.PB_PORT || 8090}`,
    adminEmail: PB_ADMIN_EMAIL,
    adminPassword: PB_ADMIN_PASSWORD,
    siteUrl: env.SITE_URL || 'http://127.0.0.1:8788',
    smtpPort: Number(env.SMTP_PORT || 2525),
  }
}

// `npx tsx scripts/seed.ts` seeds the PocketBase named by the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const opts = optionsFromEnv()
  try {
    await seed(opts)
    console.log(`Seeded ${opts.pbUrl}`)
  } catch (error) {
    console.error(`Seeding ${opts.pbUrl} failed: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
