// Many users at once listing, reading and updating their own songs in PocketBase, through its API rules.
import { randomUUID } from 'node:crypto'
import autocannon, { type Request } from 'autocannon'
import PocketBase, { ClientResponseError } from 'pocketbase'

export type BackendOptions = {
  pbUrl: string
  adminEmail: string
  adminPassword: string
  users: number
  songsPerUser: number
  connections: number
  durationS: number
}

export const defaultBackendOptions = {
  users: 50,
  songsPerUser: 5,
  connections: 20,
  durationS: 10,
}

export type BackendFigures = {
  scenario: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Responses outside 2xx plus connection errors and time-outs: each one is a request the rules refused. */
  errors: number
}

type BenchUser = { id: string; token: string; songIds: string[] }

const SONGS = '/api/collections/songs/records'

export async function benchBackend(options: BackendOptions): Promise<BackendFigures[]> {
  const users = await createUsers(options)
  await checkRules(options.pbUrl, users, options.songsPerUser)

  const next = rotation(users)
  // Every save names the revision it was made on (PocketBase refuses any other): each song's
  // latest is kept from the answers. The rotation comes back to a song only after every other
  // song's turn, so no two requests ever race on one song.
  const revisions = new Map<string, number>()
  const scenarios: [string, (user: BenchUser, song: string) => Request][] = [
    ['list own songs', () => ({ method: 'GET', path: `${SONGS}?perPage=30&sort=-updated` })],
    ['read own song', (_, song) => ({ method: 'GET', path: `${SONGS}/${song}` })],
    [
      'update own song',
      (_, song) => ({
        method: 'PATCH',
        path: `${SONGS}/${song}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          bpm: 60 + Math.floor(Math.random() * 120),
          revision: revisions.get(song) ?? 0,
        }),
      }),
    ],
  ]
  const figures: BackendFigures[] = []
  for (const [scenario, request] of scenarios) {
    const result = await autocannon({
      url: options.pbUrl,
      connections: options.connections,
      duration: options.durationS,
      requests: [
        {
          // Each request goes out as the next user, with that user's token, on one of their songs.
          setupRequest: (base, context) => {
            const { user, song } = next()
            context.song = song
            const own = request(user, song)
            return { ...base, ...own, headers: { ...own.headers, authorization: user.token } }
          },
          onResponse: (status, body, context) => {
            if (status !== 200 || typeof context.song !== 'string') return
            const { revision } = JSON.parse(body) as { revision?: unknown }
            if (typeof revision === 'number') revisions.set(context.song, revision)
          },
        },
      ],
    })
    figures.push({
      scenario,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: Object.values(result.statusCodeStats).reduce((sum, s) => sum + Number(s.count), 0),
      errors: result.non2xx + result.errors + result.timeouts,
    })
  }
  return figures
}

function rotation(users: BenchUser[]) {
  let turn = 0
  return () => {
    const user = users[turn % users.length] as BenchUser
    const song = user.songIds[Math.floor(turn / users.length) % user.songIds.length] as string
    turn++
    return { user, song }
  }
}

function client(pbUrl: string) {
  const pb = new PocketBase(pbUrl)
  // Set-up requests repeat the same URL; the SDK would otherwise cancel the earlier one.
  pb.autoCancellation(false)
  return pb
}

async function createUsers(options: BackendOptions): Promise<BenchUser[]> {
  const admin = client(options.pbUrl)
  await admin.admins.authWithPassword(options.adminEmail, options.adminPassword)
  const run = randomUUID().slice(0, 8)
  const indexes = Array.from({ length: options.users }, (_, index) => index)
  const users: BenchUser[] = []
  // A few at a time: sign-ups hash passwords, which is slow by design.
  for (let start = 0; start < indexes.length; start += 10) {
    const batch = indexes.slice(start, start + 10)
    users.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const email = `bench-${run}-${index}@songpad-bench.test`
          const password = `pw-${randomUUID()}`
          await admin.collection('users').create({
            email,
            password,
            passwordConfirm: password,
            name: `Bench ${index}`,
            verified: true,
          })
          const pb = client(options.pbUrl)
          const { record, token } = await pb.collection('users').authWithPassword(email, password)
          const songIds: string[] = []
          for (let song = 0; song < options.songsPerUser; song++) {
            const created = await pb.collection('songs').create({
              user: record.id,
              name: `Song ${song}`,
              tablecontent: [['C', 'G', 'Am', 'F']],
            })
            songIds.push(created.id)
          }
          return { id: record.id, token, songIds }
        }),
      )),
    )
  }
  return users
}

// The figures only count if the rules hold: owners see their own songs and nobody else's.
async function checkRules(pbUrl: string, users: BenchUser[], songsPerUser: number) {
  const [owner, other] = users
  if (!owner || !other) throw new Error('The backend benchmark needs at least two users')
  const asOwner = client(pbUrl)
  asOwner.authStore.save(owner.token, null)
  const list = await asOwner.collection('songs').getList(1, 30)
  if (list.totalItems !== songsPerUser || list.items.some((song) => song.user !== owner.id)) {
    throw new Error(`A user's list holds ${list.totalItems} songs, not their own ${songsPerUser}`)
  }
  const asOther = client(pbUrl)
  asOther.authStore.save(other.token, null)
  const song = owner.songIds[0] as string
  for (const attempt of [
    () => asOther.collection('songs').getOne(song),
    () => asOther.collection('songs').update(song, { bpm: 1 }),
  ]) {
    const status = await attempt().then(
      () => 200,
      (error: unknown) => (error instanceof ClientResponseError ? error.status : 0),
    )
    if (status !== 404) throw new Error(`Another user reached a song they do not own (${status})`)
  }
}
