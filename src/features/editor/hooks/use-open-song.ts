import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { AutosaveEngine, type AutosaveState } from '../sync/autosave-engine'
import { keepingCopies, openSong } from '../sync/device-copies'
import { afterTheFrame, localDraftStore } from '../sync/drafts'
import { pocketBaseSongStore } from '../sync/pocketbase-song-store'
import { browserSaveTriggers } from '../sync/save-triggers'
import { localSongCopies } from '../sync/song-copies'

export type OpenSong =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'error'; retry: () => void }
  | { phase: 'ready'; engine: AutosaveEngine; problems: string[] }

const IDLE: AutosaveState = { status: 'saved', text: 'Saved', conflict: null, error: null }
const noEngine = () => () => {}

/**
 * Loads a song from the server, or from this device's copy when the server cannot be reached, and
 * keeps an autosave engine for it while it is open.
 */
export function useOpenSong(songId: string, userId: string): OpenSong {
  const [open, setOpen] = useState<OpenSong>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads the song again.
  useEffect(() => {
    let engine: AutosaveEngine | undefined
    let cancelled = false
    const copies = localSongCopies()
    const store = keepingCopies(pocketBaseSongStore(userId), copies, userId)
    setOpen({ phase: 'loading' })
    openSong({ store, copies, songId, userId }).then(
      (opened) => {
        if (cancelled) return
        if (!opened) return setOpen({ phase: 'missing' })
        const { remote, fromDevice } = opened
        engine = new AutosaveEngine({
          songId,
          remote,
          fromDevice,
          store,
          drafts: afterTheFrame(localDraftStore()),
          triggers: browserSaveTriggers(),
        })
        const ready = { phase: 'ready', engine, problems: remote.problems ?? [] } as const
        // The editor's first render in slices that leave a phone free to answer a tap.
        startTransition(() => setOpen(ready))
      },
      () => !cancelled && setOpen({ phase: 'error', retry: () => setAttempt((n) => n + 1) }),
    )
    return () => {
      cancelled = true
      // Leaving the song saves what is pending (or keeps it on the device).
      void engine?.close()
    }
  }, [songId, userId, attempt])
  return open
}

/** The engine's save state, for React. */
export function useAutosaveState(engine: AutosaveEngine | undefined): AutosaveState {
  return useSyncExternalStore(
    engine?.subscribe ?? noEngine,
    engine?.getState ?? (() => IDLE),
    engine?.getState ?? (() => IDLE),
  )
}
