import type { SongDocument } from '@/song/types'
import type { DraftStore } from './drafts'
import { saveRetryDelayMs } from './retry-delay'
import { sameDocument } from './same-document'
import { SAVE_STATUS_TEXT, type SaveStatus } from './save-status'
import { type RemoteSong, type SongStore, StoreError } from './song-store'

/** The pause after the last edit before it is saved. */
export const AUTOSAVE_DEBOUNCE_MS = 800

/** Two versions of the song, for the user to choose between. */
export type Conflict = {
  /** This device's version, with every change made here. */
  mine: SongDocument
  /** The server's newer version; null when the song was deleted elsewhere. */
  theirs: SongDocument | null
  theirsUpdated: string | null
}

/** keep-mine overwrites theirs; take-theirs discards mine; keep-both saves mine as a new song. */
export type ConflictChoice = 'keep-mine' | 'take-theirs' | 'keep-both'

export type Resolution = {
  /** What the editor shows from now on; null when the song is gone (theirs was a deletion). */
  document: SongDocument | null
  /** The song edited from now on: a new one when mine outlived a deletion elsewhere. */
  songId: string
  /** The new song "keep both" saved mine as. */
  copyId?: string
}

export type AutosaveState = {
  status: SaveStatus
  /** The status in words: 'Saved', 'Saving…', 'Offline: will retry', … */
  text: string
  conflict: Conflict | null
  /** Why saving stopped, when status is 'error'. */
  error: string | null
}

/** When to save without waiting: the connection is back, or the page is going away. */
export type SaveTriggers = {
  onOnline(listener: () => void): () => void
  onHide(listener: () => void): () => void
}

export type AutosaveOptions = {
  songId: string
  /** The song as loaded from the server. */
  remote: RemoteSong
  store: SongStore
  drafts: DraftStore
  triggers?: SaveTriggers
  debounceMs?: number
  retryDelayMs?: (attempt: number) => number
  /** The name "keep both" gives the copy of mine. */
  copyName?: (name: string) => string
  now?: () => number
}

const noTriggers: SaveTriggers = { onOnline: () => () => {}, onHide: () => () => {} }

const stateOf = (status: SaveStatus, extra: Partial<AutosaveState> = {}): AutosaveState => ({
  status,
  text: SAVE_STATUS_TEXT[status],
  conflict: null,
  error: null,
  ...extra,
})

/**
 * Autosave for one open song. Every edit goes to the device first (DraftStore), then, after a
 * pause, to the server, but only onto the version it was made on: when the record's `updated`
 * has moved on with other content, nothing is written until the user picks a version.
 * Plain class, no React: it runs from construction until close().
 */
export class AutosaveEngine {
  private id: string
  private base: RemoteSong
  private pending: SongDocument | null = null
  private state = stateOf('saved')
  private readonly listeners = new Set<() => void>()
  private debounceTimer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private saving: Promise<void> | null = null
  private saveAgain = false
  private running = true
  /** Disposed: like a closed tab, not even a save already in flight may change anything here. */
  private gone = false
  private readonly stopTriggers: () => void
  private readonly options: Required<
    Pick<AutosaveOptions, 'debounceMs' | 'retryDelayMs' | 'copyName' | 'now'>
  > &
    AutosaveOptions

  constructor(options: AutosaveOptions) {
    this.options = {
      debounceMs: AUTOSAVE_DEBOUNCE_MS,
      retryDelayMs: saveRetryDelayMs,
      copyName: (name) => `${name} (copy)`,
      now: Date.now,
      ...options,
    }
    this.id = options.songId
    this.base = options.remote
    const triggers = options.triggers ?? noTriggers
    const offOnline = triggers.onOnline(() => this.retryNow())
    const offHide = triggers.onHide(() => void this.flush())
    this.stopTriggers = () => {
      offOnline()
      offHide()
    }
    this.recoverDraft()
  }

  get songId(): string {
    return this.id
  }

  /** What the editor shows first: changes recovered from the device, else the server's song. */
  get document(): SongDocument {
    return this.pending ?? this.base.document
  }

  readonly getState = (): AutosaveState => this.state

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** The editor's document after a change: kept on the device now, saved after a pause. */
  edit(document: SongDocument): void {
    if (!this.running) return
    this.pending = document
    this.keepDraft(document)
    const { status, conflict } = this.state
    // Waiting on the user or on the connection: the next save takes the latest document anyway.
    if (status === 'conflict' && conflict) {
      this.setState({ ...this.state, conflict: { ...conflict, mine: document } })
    } else if (status !== 'offline') {
      this.setState(stateOf('saving'))
      this.schedule(this.options.debounceMs)
    }
  }

  /** Saves now instead of after the pause (a shortcut, or leaving the editor). */
  async flush(): Promise<void> {
    clearTimeout(this.debounceTimer)
    await this.save()
  }

  async resolve(choice: ConflictChoice): Promise<Resolution> {
    const { conflict } = this.state
    if (!conflict) throw new Error('There is no conflict to resolve.')
    const mine = this.pending ?? conflict.mine
    if (choice === 'take-theirs') return this.takeTheirs(conflict)
    if (choice === 'keep-both' && conflict.theirs) {
      // Fails (offline) before anything changes: the conflict stays, mine stays on the device.
      const copy = await this.store.create({ ...mine, name: this.options.copyName(mine.name) })
      return { ...this.takeTheirs(conflict), copyId: copy.id }
    }
    if (!conflict.theirs) {
      // The song was deleted elsewhere: mine lives on as a new song.
      const created = await this.store.create(mine)
      this.options.drafts.remove(this.id)
      this.id = created.id
      this.base = created
      this.settle(mine)
      return { document: mine, songId: this.id }
    }
    // Keep mine: build on their version, so the save overwrites it (unless it moves on again).
    this.base = { document: conflict.theirs, updated: conflict.theirsUpdated ?? this.base.updated }
    this.keepDraft(mine)
    this.setState(stateOf('saving'))
    await this.save()
    return { document: mine, songId: this.id }
  }

  /**
   * The editor closes: what is pending is sent once, without retries (if that fails it stays on
   * the device for the next time the song opens); nothing runs after it.
   */
  close(): Promise<void> {
    if (!this.running) return Promise.resolve()
    this.stop()
    return this.save()
  }

  /** Stops at once without saving, as a closed tab does (the changes stay on the device). */
  dispose(): void {
    this.gone = true
    this.stop()
  }

  private stop(): void {
    this.running = false
    this.stopTriggers()
    clearTimeout(this.debounceTimer)
    clearTimeout(this.retryTimer)
  }

  private get store(): SongStore {
    return this.options.store
  }

  // A draft left by a reload, a closed tab or a server that was down is saved now, or, when
  // the server's song has moved on since, offered against it.
  private recoverDraft(): void {
    const draft = this.options.drafts.read(this.id)
    if (!draft) return
    if (sameDocument(draft.document, this.base.document)) {
      this.options.drafts.remove(this.id)
      return
    }
    this.pending = draft.document
    if (draft.baseUpdated === this.base.updated) {
      this.setState(stateOf('saving'))
      this.schedule(0)
    } else {
      this.enterConflict(draft.document, this.base)
    }
  }

  private retryNow(): void {
    if (this.state.status !== 'offline') return
    clearTimeout(this.retryTimer)
    void this.save()
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.debounceTimer)
    if (this.running) this.debounceTimer = setTimeout(() => void this.save(), delayMs)
  }

  // One save at a time; an edit made meanwhile is saved right after, onto the new version.
  private save(): Promise<void> {
    if (this.saving) {
      this.saveAgain = true
      return this.saving
    }
    this.saving = this.saveOnce().finally(() => {
      this.saving = null
      if (this.saveAgain) {
        this.saveAgain = false
        void this.save()
      }
    })
    return this.saving
  }

  private async saveOnce(): Promise<void> {
    const document = this.pending
    const { status } = this.state
    if (!document || status === 'conflict' || this.gone) return
    clearTimeout(this.retryTimer)
    try {
      if (!(await this.baseIsCurrent(document))) return
      if (!sameDocument(document, this.base.document)) {
        const saved = await this.store.write(this.id, document)
        if (!saved) {
          this.enterConflict(document, null)
          return
        }
        this.base = saved
      }
      this.attempt = 0
      this.settle(document)
    } catch (error) {
      if (!(error instanceof StoreError) || error.kind === 'rejected') {
        const message = error instanceof Error ? error.message : String(error)
        this.setState(stateOf('error', { error: message }))
        return
      }
      this.setState(stateOf('offline'))
      if (!this.running) return
      this.retryTimer = setTimeout(() => void this.save(), this.options.retryDelayMs(this.attempt))
      this.attempt += 1
    }
  }

  // Before writing: is the server's song still the one these changes were made on?
  private async baseIsCurrent(mine: SongDocument): Promise<boolean> {
    const updated = await this.store.updatedOf(this.id)
    if (updated === this.base.updated) return true
    const remote = updated === null ? null : await this.store.read(this.id)
    if (!remote) {
      this.enterConflict(mine, null)
      return false
    }
    // Only the record changed (shared, unshared), or it already holds mine (a save whose answer
    // was lost): nothing of anyone's is overwritten.
    if (sameDocument(remote.document, this.base.document) || sameDocument(remote.document, mine)) {
      this.base = remote
      return true
    }
    this.enterConflict(mine, remote)
    return false
  }

  // `saved` is on the server: done, unless the editor changed the song again meanwhile.
  private settle(saved: SongDocument): void {
    if (this.gone) return
    if (this.pending === saved || this.pending === null) {
      this.pending = null
      this.options.drafts.remove(this.id)
      this.setState(stateOf('saved'))
      return
    }
    this.keepDraft(this.pending)
    this.setState(stateOf('saving'))
    this.schedule(this.options.debounceMs)
  }

  private takeTheirs(conflict: Conflict): Resolution {
    this.pending = null
    this.options.drafts.remove(this.id)
    if (conflict.theirs) {
      this.base = { document: conflict.theirs, updated: conflict.theirsUpdated ?? '' }
    }
    this.setState(stateOf('saved'))
    return { document: conflict.theirs, songId: this.id }
  }

  private enterConflict(mine: SongDocument, theirs: RemoteSong | null): void {
    clearTimeout(this.debounceTimer)
    clearTimeout(this.retryTimer)
    const conflict = {
      mine,
      theirs: theirs?.document ?? null,
      theirsUpdated: theirs?.updated ?? null,
    }
    this.setState(stateOf('conflict', { conflict }))
  }

  private keepDraft(document: SongDocument): void {
    this.options.drafts.write({
      songId: this.id,
      document,
      baseUpdated: this.base.updated,
      savedAt: this.options.now(),
    })
  }

  private setState(state: AutosaveState): void {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}
