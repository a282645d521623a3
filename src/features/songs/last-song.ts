// The song last opened in the editor, per user, so /write reopens it (kept on this device only).
const keyFor = (userId: string) => `songpad:last-song:${userId}`

// Storage can be full or blocked (private mode); remembering is a convenience, never an error.
export function rememberLastSong(userId: string, songId: string): void {
  try {
    localStorage.setItem(keyFor(userId), songId)
  } catch {}
}

export function readLastSong(userId: string): string | null {
  try {
    const id = localStorage.getItem(keyFor(userId))
    return id && /^[a-z0-9]{15}$/.test(id) ? id : null
  } catch {
    return null
  }
}

/** Forgets the last song, or only if it is `songId` (a deleted song must not be reopened). */
export function forgetLastSong(userId: string, songId?: string): void {
  try {
    if (songId === undefined || localStorage.getItem(keyFor(userId)) === songId)
      localStorage.removeItem(keyFor(userId))
  } catch {}
}
