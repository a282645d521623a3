import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSongs, demoUsers, nextAugustFirst } from '../../scripts/demo-users.ts'
import { type SeedOptions, seed } from '../../scripts/seed.ts'
import {
  adminClient,
  adminEmail,
  adminPassword,
  deleteUsers,
  findUserByEmail,
  pbUrl,
} from '../support/pocketbase.ts'

type Settings = Awaited<ReturnType<PocketBase['settings']['getAll']>>
type Snapshot = { email: string; userIds: string[]; songNames: string[] }

async function snapshotDemoData(admin: PocketBase): Promise<Snapshot[]> {
  const snapshots: Snapshot[] = []
  for (const { email } of demoUsers) {
    const users = await admin
      .collection('users')
      .getFullList({ filter: admin.filter('email = {:email}', { email }) })
    const songs = await admin
      .collection('songs')
      .getFullList({ filter: admin.filter('user.email = {:email}', { email }), sort: 'name' })
    snapshots.push({ email, userIds: users.map((u) => u.id), songNames: songs.map((s) => s.name) })
  }
  return snapshots
}

describe('seed', () => {
  let admin: PocketBase
  let settingsBefore: Settings
  let preExisting: Set<string>
  let opts: SeedOptions

  beforeAll(async () => {
    admin = await adminClient()
    settingsBefore = await admin.settings.getAll()
    preExisting = new Set()
    for (const { email } of demoUsers) {
      if (await findUserByEmail(admin, email)) preExisting.add(email)
    }
    // Reuse the server's own app URL and mail port so seeding does not rewire a running stack.
    opts = {
      pbUrl,
      adminEmail,
      adminPassword,
      siteUrl: settingsBefore.meta.appUrl,
      smtpPort: settingsBefore.smtp.port,
    }
  })

  afterAll(async () => {
    for (const { email } of demoUsers) {
      const user = preExisting.has(email) ? null : await findUserByEmail(admin, email)
      if (user) await deleteUsers(admin, [user])
    }
    const { meta, smtp } = settingsBefore
    await admin.settings.update({
      meta,
      smtp: { enabled: smtp.enabled, host: smtp.host, port: smtp.port, tls: smtp.tls },
    })
  })

  it('creates nothing twice when run twice', async () => {
    await seed(opts)
    const afterFirst = await snapshotDemoData(admin)
    await seed(opts)
    const afterSecond = await snapshotDemoData(admin)

    expect(afterSecond).toEqual(afterFirst)
    for (const snapshot of afterSecond) {
      expect(snapshot.userIds).toHaveLength(1)
      for (const song of demoSongs) {
        expect(snapshot.songNames.filter((name) => name === song.name)).toHaveLength(1)
      }
    }
  })

  it('leaves the trial user with days left and the premium user with premium', async () => {
    await seed(opts)
    const now = Date.now()

    const trial = await findUserByEmail(admin, 'trial@songpad.test')
    const premium = await findUserByEmail(admin, 'premium@songpad.test')
    const free = await findUserByEmail(admin, 'free@songpad.test')

    expect(Date.parse(trial?.trial_until)).toBeGreaterThan(now + 11 * 24 * 60 * 60 * 1000)
    expect(trial?.didTrial).toBe(true)
    expect(Date.parse(premium?.premium_until)).toBeGreaterThan(now + 364 * 24 * 60 * 60 * 1000)
    expect(free).toMatchObject({ premium_until: '', trial_until: '', verified: true })
  })

  it('keeps one dev edu license for school.test, running to the next August 1st', async () => {
    await seed(opts)
    await seed(opts)

    const licenses = await admin
      .collection('edu_licenses')
      .getFullList({ filter: admin.filter('domain = {:domain}', { domain: 'school.test' }) })
    expect(licenses).toHaveLength(1)
    expect(licenses[0]).toMatchObject({ seats: 30 })
    expect(Date.parse(licenses[0]?.valid_until)).toBe(nextAugustFirst().getTime())
  })

  it('points mail links at the app and sends mail through the local SMTP catcher', async () => {
    await seed({ ...opts, siteUrl: 'http://127.0.0.1:9999/' })

    const { meta, smtp } = await admin.settings.getAll()

    expect(meta).toMatchObject({
      appName: 'Songpad',
      appUrl: 'http://127.0.0.1:9999',
      senderName: 'Songpad',
      senderAddress: 'hello@songpad.test',
    })
    expect(meta.verificationTemplate.actionUrl).toBe('{APP_URL}/auth/confirm-verification/{TOKEN}')
    expect(meta.resetPasswordTemplate.actionUrl).toBe(
      '{APP_URL}/auth/confirm-password-reset/{TOKEN}',
    )
    expect(meta.confirmEmailChangeTemplate.actionUrl).toBe(
      '{APP_URL}/auth/confirm-email-change/{TOKEN}',
    )
    expect(meta.verificationTemplate.subject).toBe(settingsBefore.meta.verificationTemplate.subject)
    expect(smtp).toMatchObject({
      enabled: true,
      host: '127.0.0.1',
      port: opts.smtpPort,
      tls: false,
    })
  })
})

describe('nextAugustFirst', () => {
  it('is this year’s August 1st before it, and next year’s from that day on', () => {
    expect(nextAugustFirst(new Date('2026-07-31T23:59:59Z')).toISOString()).toBe(
      '2026-08-01T00:00:00.000Z',
    )
    expect(nextAugustFirst(new Date('2026-08-01T00:00:00Z')).toISOString()).toBe(
      '2027-08-01T00:00:00.000Z',
    )
    expect(nextAugustFirst(new Date('2026-11-21T12:00:00Z')).toISOString()).toBe(
      '2027-08-01T00:00:00.000Z',
    )
  })
})
