import { pb } from '@/lib/pocketbase'

/** Someone else in the song, and the bar they have selected. */
export type Viewer = { user: string; name: string; bar: string; seenAt: number }

type PresenceRecord = { id: string; song: string; user: string; name: string; bar: string }

/** How often an open editor says it is still there (the server forgets silent ones after 2 min). */
export const PRESENCE_HEARTBEAT_MS = 20_000
/** A viewer not heard of for this long is shown no more (a closed laptop, a lost connection). */
export const PRESENCE_STALE_MS = 60_000
/** Moving through bars sends at most one update per this many ms. */
export const PRESENCE_THROTTLE_MS = 300

// requestKey null: presence requests must never cancel each other or autosave's (the SDK's auto-cancel).
const once = { requestKey: null }

/**
 * This editor's place in a song, told to the other editors of it, and theirs, heard through
 * PocketBase's realtime feed. A plain object, so React only reads it (usePresence).
 */
export class PresenceSession {
  private recordId: string | undefined
  private bar = ''
  private sentBar: string | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private heartbeat: ReturnType<typeof setInterval> | undefined
  private viewers = new Map<string, Viewer>()
  private listeners = new Set<() => void>()
  private snapshot: Viewer[] = []
  private closed = false
  private unsubscribe: (() => Promise<void>) | undefined

  constructor(
    private readonly songId: string,
    private readonly userId: string,
  ) {}

  start(): void {
    this.closed = false
    void pb
      .collection('presence')
      .subscribe<PresenceRecord>('*', (event) => {
        if (event.action === 'delete') this.forget(event.record.user, event.record.song)
        else this.hear(event.record)
      })
      .then((off) => {
        if (this.closed) void off().catch(() => undefined)
        else this.unsubscribe = off
      })
      .catch(() => undefined)
    void pb
      .collection('presence')
      .getFullList<PresenceRecord>({
        filter: pb.filter('song = {:song}', { song: this.songId }),
        fields: 'id,song,user,name,bar,updated',
        ...once,
      })
      .then((rows) => {
        for (const row of rows) this.hear(row)
      })
      .catch(() => undefined)
    this.heartbeat = setInterval(() => {
      this.prune()
      void this.send()
    }, PRESENCE_HEARTBEAT_MS)
    void this.send()
  }

  /** The bar this editor has selected; sent at most every PRESENCE_THROTTLE_MS. */
  select(bar: string): void {
    if (bar === this.bar) return
    this.bar = bar
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      if (this.bar !== this.sentBar) void this.send()
    }, PRESENCE_THROTTLE_MS)
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    clearInterval(this.heartbeat)
    void this.unsubscribe?.().catch(() => undefined)
    if (this.recordId) {
      void pb
        .collection('presence')
        .delete(this.recordId, { ...once, keepalive: true })
        .catch(() => undefined)
      this.recordId = undefined
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getViewers = (): Viewer[] => this.snapshot

  private async send(): Promise<void> {
    if (this.closed) return
    const bar = this.bar
    const rows = pb.collection('presence')
    try {
      if (this.recordId) await rows.update(this.recordId, { bar }, once)
      else this.recordId = (await this.create(bar)).id
      this.sentBar = bar
    } catch {
      // Gone (swept while the laptop slept): made again on the next beat.
      this.recordId = undefined
    }
  }

  private async create(bar: string): Promise<PresenceRecord> {
    const rows = pb.collection('presence')
    // This person's other tab may have made the record already: share it. Looked for first, and
    // as a list (a lookup answers 404), so the usual case logs no failed request in the console.
    const mine = async () =>
      (
        await rows.getList<PresenceRecord>(1, 1, {
          filter: pb.filter('song = {:song} && user = {:user}', {
            song: this.songId,
            user: this.userId,
          }),
          ...once,
        })
      ).items[0]
    const share = async (record: PresenceRecord) => {
      await rows.update(record.id, { bar }, once)
      return record
    }
    const existing = await mine()
    if (existing) return share(existing)
    try {
      return await rows.create<PresenceRecord>({ song: this.songId, user: this.userId, bar }, once)
    } catch (error) {
      // The other tab made it in the meantime.
      const made = await mine()
      if (!made) throw error
      return share(made)
    }
  }

  private hear(record: PresenceRecord): void {
    if (record.song !== this.songId || record.user === this.userId) return
    this.viewers.set(record.user, {
      user: record.user,
      name: record.name || 'A co-writer',
      bar: record.bar,
      seenAt: Date.now(),
    })
    this.publish()
  }

  private forget(user: string, song: string): void {
    if (song !== this.songId || !this.viewers.delete(user)) return
    this.publish()
  }

  private prune(): void {
    const now = Date.now()
    let changed = false
    for (const [user, viewer] of this.viewers) {
      if (now - viewer.seenAt > PRESENCE_STALE_MS) changed = this.viewers.delete(user) || changed
    }
    if (changed) this.publish()
  }

  private publish(): void {
    this.snapshot = [...this.viewers.values()].sort((a, b) => a.name.localeCompare(b.name))
    for (const listener of this.listeners) listener()
  }
}
