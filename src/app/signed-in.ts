import { importWithReload } from '@/lib/import-with-reload'
import { loadQueryClient } from './query-client'

// The shell's signed-in part (react-query's client, the SDK, SessionEffects) loads only when someone
// is signed in; main.tsx starts it with the page's own code when a session is stored.
export const loadSessionEffects = () =>
  Promise.all([importWithReload(() => import('./session-effects')), loadQueryClient()]).then(
    ([module]) => module,
  )
