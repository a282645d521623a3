import { STORAGE_KEYS } from '@/config/constants'

type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  reload: () => void
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
})

// A failed chunk import usually means a new deploy replaced it: reload once, never twice.
export async function importWithReload<T>(load: () => Promise<T>, deps?: ReloadDeps): Promise<T> {
  // The prerender (no window) only loads: a failure there fails the build.
  if (!deps && typeof window === 'undefined') return load()
  const { storage, reload } = deps ?? browserDeps()
  const flag = STORAGE_KEYS.chunkReload
  try {
    const loaded = await load()
    storage.removeItem(flag)
    return loaded
  } catch (error) {
    if (storage.getItem(flag)) throw error
    storage.setItem(flag, '1')
    reload()
    // Keep the current screen until the reload replaces it.
    return new Promise<T>(() => {})
  }
}
