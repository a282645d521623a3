import { type FakeRequest, fakeHttp, jsonResponse } from './http-fake'

export type FakeSong = { id: string; user: string; updated: string; [field: string]: unknown }

/** A song's content as a version-1 record stores it: what a copy or a duplicate carries over. */
export const songRecordContent = (fields: Record<string, unknown> = {}) => ({
  name: 'Late Train',
  bpm: 72,
  timesignature: '4/4',
  instrument: 1,
  key: 'Am',
  tags: ['ballad'],
  description: 'Slow.',
  version: 1,
  tablecontent: [[['Am'], ['E7']]],
  labelcontent: [{ label: 'Verse', repeat: 1 }],
  ...fields,
})

const SONGS = '/api/collections/songs/records'
const USERS = '/api/collections/users/records/'

/**
 * PocketBase's songs (and users) records API in memory, behind a stubbed fetch, for the real SDK.
 * It keeps the records, stamps `updated` like the server, and records every request. Filters are
 * not evaluated: a list answers `listed` (the user's songs by default), newest first. Like the
 * server's hook, it writes an update only when it names the song's current revision (400 without
 * one, 409 for another), moves the revision on by one, and starts a new song at revision 0.
 */
export function fakeSongsServer(options: { userId?: string; instrument?: number } = {}) {
  const userId = options.userId ?? 'u1'
  const songs = new Map<string, FakeSong>()
  const requests: FakeRequest[] = []
  let clock = 0
  let nextId = 0
  let down = false
  const failures: { match: string; status: number; data: Record<string, unknown> }[] = []

  const stamp = () => {
    clock += 1
    return `2026-01-01 00:00:00.${String(clock).padStart(3, '0')}Z`
  }
  const revisionOf = (song: FakeSong) => (typeof song.revision === 'number' ? song.revision : 0)
  const notFound = () => jsonResponse(404, { code: 404, message: 'Not found.', data: {} })

  const server = {
    songs,
    requests,
    userId,
    /** Every later request fails as if the server were unreachable, until `up()`. */
    down: () => {
      down = true
    },
    up: () => {
      down = false
    },
    /** The next request whose "METHOD /path" starts with `match` answers `status` (and `data`). */
    failNext: (match: string, status: number, data: Record<string, unknown> = {}) => {
      failures.push({ match, status, data })
    },
    add: (fields: Partial<FakeSong> = {}): FakeSong => {
      nextId += 1
      const id = `s${String(nextId).padStart(14, '0')}`
      const song: FakeSong = { id, user: userId, ...fields, revision: 0, updated: stamp() }
      songs.set(song.id, song)
      return song
    },
    /** Another tab or device saves the song: its fields change, its revision and `updated` move on. */
    editElsewhere: (id: string, fields: Record<string, unknown>) => {
      const song = songs.get(id)
      if (!song) throw new Error(`No song ${id}`)
      songs.set(id, { ...song, ...fields, revision: revisionOf(song) + 1, updated: stamp() })
    },
    steps: () => requests.map((request) => `${request.method} ${request.path}`),
    /** The bodies of the updates sent, in order. */
    patches: () =>
      requests.filter((request) => request.method === 'PATCH').map((request) => request.body),
    listed: (): FakeSong[] =>
      [...songs.values()]
        .filter((song) => song.user === userId)
        .sort((a, b) => b.updated.localeCompare(a.updated)),
  }

  function handle(request: FakeRequest): Response {
    const step = `${request.method} ${request.path}`
    const failure = failures.find((f) => step.startsWith(f.match))
    if (failure) {
      failures.splice(failures.indexOf(failure), 1)
      return jsonResponse(failure.status, {
        code: failure.status,
        message: 'Failed.',
        data: failure.data,
      })
    }
    if (request.path.startsWith(USERS)) {
      return jsonResponse(200, {
        id: request.path.slice(USERS.length),
        instrument: options.instrument,
      })
    }
    const id = request.path.startsWith(`${SONGS}/`)
      ? decodeURIComponent(request.path.slice(SONGS.length + 1))
      : undefined
    const song = id === undefined ? undefined : songs.get(id)
    if (request.method === 'GET' && id === undefined) {
      const page = Number(request.query.get('page') ?? 1)
      const perPage = Number(request.query.get('perPage') ?? 30)
      const all = server.listed()
      return jsonResponse(200, {
        page,
        perPage,
        totalItems: all.length,
        totalPages: Math.ceil(all.length / perPage),
        items: all.slice((page - 1) * perPage, page * perPage),
      })
    }
    if (request.method === 'POST' && id === undefined) {
      return jsonResponse(200, server.add(request.body as Partial<FakeSong>))
    }
    if (!song) return notFound()
    if (request.method === 'GET') return jsonResponse(200, song)
    if (request.method === 'PATCH') {
      const base = request.body?.revision
      if (typeof base !== 'number') {
        return jsonResponse(400, { code: 400, message: 'Send the revision.', data: {} })
      }
      if (base !== revisionOf(song)) {
        const data = { revision: { code: 'revision_conflict', message: 'Saved elsewhere.' } }
        return jsonResponse(409, { code: 409, message: 'Saved elsewhere.', data })
      }
      const updated = {
        ...song,
        ...request.body,
        id: song.id,
        revision: base + 1,
        updated: stamp(),
      }
      songs.set(song.id, updated)
      return jsonResponse(200, updated)
    }
    if (request.method === 'DELETE') {
      songs.delete(song.id)
      return jsonResponse(204, null)
    }
    return notFound()
  }

  fakeHttp((request) => {
    requests.push(request)
    if (down) throw new TypeError('Failed to fetch')
    return handle(request)
  })
  return server
}

export type FakeSongsServer = ReturnType<typeof fakeSongsServer>
