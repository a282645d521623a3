import { type MergeConflict, mergeSongs } from '@/song/merge'
import type { SongDocument } from '@/song/types'
import type { DraftStore } from './drafts'
import { saveRetryDelayMs } from './retry-delay'
import { sameDocument } from './same-document'
import { SAVE_STATUS_TEXT, type SaveStatus } from './save-status'
import { type RemoteSong, type SongStore, StoreError } from './song-store'

/** The pause after the last edit before it is saved. */
export const AUTOSAVE_DEBOUNCE_MS = 800

/** Both sides changed the same things: the user chooses. */
export type Conflict = {
  /** The version both changed, as this tab last had it from the server (null: not known). */
  base: SongDocument | null
  /** This device's version, with every change made here. */
  mine: SongDocument
  /** The server's newer version; null when the song was deleted elsewhere. */
  theirs: SongDocument | null
  theirsUpdated: string | null
  /** What both changed, each differently (empty when theirs is a deletion). */
  conflicts: MergeConflict[]
}

/**
 * For what both changed: keep-mine takes mine, take-theirs takes theirs (the rest merges either
 * way); keep-both also saves mine as a new song.
 */
export type ConflictChoice = 'keep-mine' | 'take-theirs' | 'keep-both'

export type Resolution = {
  /** What the editor shows from now on; null when the song is gone (theirs was a deletion). */
  document: SongDocument | null
  /** The song edited from now on: a new one when mine outlived a deletion elsewhere. */
  songId: string
  /** The new song "keep both" saved mine as. */
  copyId?: string
}

/** The editor shows `from`; the song is now `to` (merged with a version saved elsewhere). */
export type DocumentChange = { from: SongDocument; to: SongDocument }

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
  /** The song as loaded from the server (or, with `fromDevice`, as this device last had it). */
  remote: RemoteSong
  /**
   * The server could not be asked: `remote` is this device's copy, perhaps not the newest. The
   * engine says so ('offline') and asks the server again until it answers.
   */
  fromDevice?: boolean
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
 * pause, to the server, which takes it only on the revision it was made on. When the song was
 * saved elsewhere meanwhile (the server says so, or the live feed brings it), the edits are merged
 * with that version by the song's ids and saved again; only the same thing changed on both sides
 * waits for the user. "Saved" means the server holds every edit made here.
 * Plain class, no React: it runs from construction until close().
 */
export class AutosaveEngine {
  private id: string
  /** The server's version that the editor's song is built on. */
  private base: RemoteSong
  /** The editor's song, when the server does not hold it yet. */
  private pending: SongDocument | null = null
  /** What the editor shows, as far as this engine knows: its last edit, or the last merge. */
  private shown: SongDocument
  /** The server's version in a conflict. */
  private theirs: RemoteSong | null = null
  /** A newer version seen while a save was on its way: taken in once that save is answered. */
  private incoming: RemoteSong | null = null
  private state = stateOf('saved')
  private readonly listeners = new Set<() => void>()
  private readonly changeListeners = new Set<(change: DocumentChange) => void>()
  private debounceTimer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private saving: Promise<void> | null = null
  private saveAgain = false
  /** Opened from the device's copy: whether the server holds a newer version is not known yet. */
  private unconfirmed: boolean
  /** The live feed could not start (opened from the device): started again once the server answers. */
  private watchAgain: boolean
  private stopWatching: () => void
  private running = true
  /** Disposed: like a closed tab, not even a save already in flight may change anything here. */
  private gone = false
  private readonly stopListening: () => void
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
    this.shown = options.remote.document
    this.unconfirmed = options.fromDevice ?? false
    this.watchAgain = this.unconfirmed
    const triggers = options.triggers ?? noTriggers
    const offOnline = triggers.onOnline(() => this.retryNow())
    const offHide = triggers.onHide(() => void this.flush())
    this.stopWatching = this.watch()
    this.stopListening = () => {
      offOnline()
      offHide()
      this.stopWatching()
    }
    this.recoverDraft()
    if (this.unconfirmed && this.state.status !== 'conflict') this.waitForServer()
  }

  get songId(): string {
    return this.id
  }

  /** What the editor shows first: changes recovered from the device, else the server's song. */
  get document(): SongDocument {
    return this.shown
  }

  readonly getState = (): AutosaveState => this.state

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Called when the song changes under the editor (merged with a version saved elsewhere). */
  onDocumentChange(listener: (change: DocumentChange) => void): () => void {
    this.changeListeners.add(listener)
    return () => {
      this.changeListeners.delete(listener)
    }
  }

  /** The editor's document after a change: kept on the device now, saved after a pause. */
  edit(document: SongDocument): void {
    if (!this.running) return
    this.pending = document
    this.shown = document
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

  /** Saves now instead of after the pause (a shortcut, or the page being hidden or left). */
  async flush(): Promise<void> {
    clearTimeout(this.debounceTimer)
    await this.save()
  }

  async resolve(choice: ConflictChoice): Promise<Resolution> {
    const { conflict } = this.state
    if (!conflict) throw new Error('There is no conflict to resolve.')
    const mine = this.pending ?? conflict.mine
    const theirs = this.theirs
    if (!theirs) {
      if (choice === 'take-theirs') {
        this.pending = null
        this.options.drafts.remove(this.id)
        this.setState(stateOf('saved'))
        return { document: null, songId: this.id }
      }
      // The song was deleted elsewhere: mine lives on as a new song.
      const created = await this.store.create(mine)
      this.options.drafts.remove(this.id)
      this.id = created.id
      this.base = created
      this.shown = mine
      this.settle(mine)
      return { document: mine, songId: this.id }
    }
    let copyId: string | undefined
    if (choice === 'keep-both') {
      // Fails (offline) before anything changes: the conflict stays, mine stays on the device.
      const kept = mergeSongs(conflict.base, mine, theirs.document, 'mine').document
      const copy = await this.store.create({ ...kept, name: this.options.copyName(mine.name) })
      copyId = copy.id
    }
    const prefer = choice === 'keep-mine' ? 'mine' : 'theirs'
    const merged = mergeSongs(conflict.base, mine, theirs.document, prefer).document
    this.theirs = null
    this.adopt(theirs, merged)
    if (this.pending) await this.flush()
    return { document: merged, songId: this.id, ...(copyId ? { copyId } : {}) }
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
    this.stopListening()
    clearTimeout(this.debounceTimer)
    clearTimeout(this.retryTimer)
  }

  private get store(): SongStore {
    return this.options.store
  }

  // A draft left by a reload, a closed tab or a server that was down is saved now, merged with
  // the server's song when that moved on since (the draft keeps the version it was made on).
  private recoverDraft(): void {
    const draft = this.options.drafts.read(this.id)
    if (!draft) return
    const remote = this.base
    if (sameDocument(draft.document, remote.document)) {
      this.options.drafts.remove(this.id)
      return
    }
    this.pending = draft.document
    this.shown = draft.document
    if (draft.base?.revision === remote.revision) {
      this.setState(stateOf('saving'))
      this.schedule(0)
      return
    }
    // Built on an older version (or on one not known, revision -1): merged with the server's.
    this.base = draft.base ?? { document: remote.document, revision: -1 }
    this.takeIn(remote)
  }

  // The server could not be asked just now: say so, and ask again after a pause.
  private waitForServer(): void {
    clearTimeout(this.debounceTimer)
    this.setState(stateOf('offline'))
    if (!this.running) return
    this.retryTimer = setTimeout(() => void this.save(), this.options.retryDelayMs(this.attempt))
    this.attempt += 1
  }

  private watch(): () => void {
    return this.store.watch?.(this.id, (remote) => this.receive(remote)) ?? (() => {})
  }

  // The server answered: the version here is known to be current, and the live feed can start.
  private serverAnswered(): void {
    this.unconfirmed = false
    if (!this.watchAgain || !this.running) return
    this.watchAgain = false
    this.stopWatching()
    this.stopWatching = this.watch()
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
      const incoming = this.incoming
      this.incoming = null
      if (incoming && !this.gone) this.receive(incoming)
      if (this.saveAgain) {
        this.saveAgain = false
        void this.save()
      }
    })
    return this.saving
  }

  private async saveOnce(): Promise<void> {
    const document = this.pending
    if (this.state.status === 'conflict' || this.gone) return
    const unchanged = !document || sameDocument(document, this.base.document)
    const confirm = this.unconfirmed && unchanged && this.running
    if (!document && !confirm) return
    clearTimeout(this.retryTimer)
    try {
      if (confirm) {
        await this.confirm()
        return
      }
      if (document && !unchanged) {
        // The write starts now, in this task: a page being left still sends it.
        const outcome = await this.store.write(this.id, document, this.base.revision)
        if (this.gone) return
        this.serverAnswered()
        if (outcome === null) {
          this.enterConflict(document, null)
          return
        }
        if (outcome === 'stale') {
          const theirs = await this.store.read(this.id)
          if (this.gone) return
          if (!theirs) this.enterConflict(document, null)
          else this.takeIn(theirs)
          return
        }
        this.base = outcome
      }
      this.attempt = 0
      if (document) this.settle(document)
    } catch (error) {
      if (this.gone) return
      if (!(error instanceof StoreError) || error.kind === 'rejected') {
        const message = error instanceof Error ? error.message : String(error)
        this.setState(stateOf('error', { error: message }))
        return
      }
      this.waitForServer()
    }
  }

  /** Opened from the device's copy, with nothing to send: the server's version is taken in. */
  private async confirm(): Promise<void> {
    const theirs = await this.store.read(this.id)
    if (this.gone) return
    this.serverAnswered()
    this.attempt = 0
    if (theirs) this.takeIn(theirs)
    else this.enterConflict(this.pending ?? this.shown, null)
  }

  // A version saved elsewhere (the live feed): merged in now, or once the save on its way is answered.
  private receive(remote: RemoteSong): void {
    if (this.gone || remote.revision < this.base.revision) return
    // The server answers again: what waited for it is sent now, not after the pause.
    this.unconfirmed = false
    this.watchAgain = false
    if (remote.revision === this.base.revision) {
      this.retryNow()
      return
    }
    if (this.saving) {
      if (!this.incoming || remote.revision > this.incoming.revision) this.incoming = remote
      return
    }
    this.takeIn(remote)
  }

  /** Takes in a newer version from the server: merged with what is pending here, or asked. */
  private takeIn(theirs: RemoteSong): void {
    const mine = this.pending
    const base = this.baseDocument
    if (!mine) {
      this.adopt(theirs, theirs.document)
      return
    }
    const { document, conflicts } = mergeSongs(base, mine, theirs.document)
    if (conflicts.length) {
      this.theirs = theirs
      this.enterConflict(mine, theirs, base, conflicts)
      return
    }
    this.adopt(theirs, document)
  }

  /** The song is now `document`, built on `theirs`: shown in the editor, and saved if it adds to theirs. */
  private adopt(theirs: RemoteSong, document: SongDocument): void {
    const from = this.shown
    this.base = theirs
    this.shown = document
    this.pending = sameDocument(document, theirs.document) ? null : document
    if (from !== document)
      for (const listener of this.changeListeners) listener({ from, to: document })
    if (this.pending) {
      this.keepDraft(this.pending)
      this.setState(stateOf('saving'))
      // Saved at once: right after the save being answered, or now.
      if (this.saving) this.saveAgain = true
      else this.schedule(0)
    } else {
      this.options.drafts.remove(this.id)
      this.setState(stateOf('saved'))
    }
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

  private enterConflict(
    mine: SongDocument,
    theirs: RemoteSong | null,
    base: SongDocument | null = this.baseDocument,
    conflicts: MergeConflict[] = [],
  ): void {
    clearTimeout(this.debounceTimer)
    clearTimeout(this.retryTimer)
    this.theirs = theirs
    const conflict = {
      base,
      mine,
      theirs: theirs?.document ?? null,
      theirsUpdated: theirs?.updated ?? null,
      conflicts,
    }
    this.setState(stateOf('conflict', { conflict }))
  }

  /** The version the editor's song is built on; null when not known (a draft an older app left). */
  private get baseDocument(): SongDocument | null {
    return this.base.revision < 0 ? null : this.base.document
  }

  private keepDraft(document: SongDocument): void {
    const { revision } = this.base
    this.options.drafts.write({
      songId: this.id,
      document,
      base: revision < 0 ? null : { document: this.base.document, revision },
      savedAt: this.options.now(),
    })
  }

  private setState(state: AutosaveState): void {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}
