/** How long a deleted song can be brought back before it is really deleted (the undo toast). */
export const SONG_DELETE_UNDO_MS = 6000

export type ScheduledDeletion = {
  /** Cancels the deletion; false once the delete request has gone out (or it was undone). */
  undo: () => boolean
}

type Callbacks = { onDeleted?: () => void; onFailed?: (error: unknown) => void }
type Entry = { timer: ReturnType<typeof setTimeout>; sent: boolean }

// The delete request is sent only when the undo time is up: undo never has to re-create a song
// (which would change its id and its share link), and a tab closed before then deletes nothing.
export function createPendingDeletions(delayMs = SONG_DELETE_UNDO_MS) {
  const entries = new Map<string, Entry>()
  const listeners = new Set<() => void>()
  let snapshot: ReadonlySet<string> = new Set()

  const changed = () => {
    snapshot = new Set(entries.keys())
    for (const listener of listeners) listener()
  }

  return {
    /** Deletes the song with `remove` after the undo time, unless undone first. */
    schedule(
      id: string,
      remove: () => Promise<void>,
      callbacks: Callbacks = {},
    ): ScheduledDeletion {
      const existing = entries.get(id)
      if (existing && !existing.sent) clearTimeout(existing.timer)
      const entry: Entry = {
        sent: false,
        timer: setTimeout(async () => {
          entry.sent = true
          try {
            await remove()
            callbacks.onDeleted?.()
          } catch (error) {
            callbacks.onFailed?.(error)
          } finally {
            // Only now does the row leave for good (deleted) or come back (failed).
            if (entries.get(id) === entry) entries.delete(id)
            changed()
          }
        }, delayMs),
      }
      entries.set(id, entry)
      changed()
      return {
        undo: () => {
          if (entries.get(id) !== entry || entry.sent) return false
          clearTimeout(entry.timer)
          entries.delete(id)
          changed()
          return true
        },
      }
    },
    /** The ids waiting to be deleted; a new set after every change (for useSyncExternalStore). */
    ids: (): ReadonlySet<string> => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type PendingDeletions = ReturnType<typeof createPendingDeletions>

/** The app's one queue, shared by the list (to hide the rows) and the delete action. */
export const pendingDeletions = createPendingDeletions()
