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
export async function importWithReload<T>(
  load: () => Promise<T>,
  deps = browserDeps(),
): Promise<T> {
  const flag = STORAGE_KEYS.chunkReload
  try {
    const loaded = await load()
    deps.storage.removeItem(flag)
    return loaded
  } catch (error) {
    if (deps.storage.getItem(flag)) throw error
    deps.storage.setItem(flag, '1')
    deps.reload()
    // Keep the current screen until the reload replaces it.
    return new Promise<T>(() => {})
  }
}
