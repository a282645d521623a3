import { type ReactNode, useSyncExternalStore } from 'react'
import { PresenceContext } from './presence-context'
import type { PresenceSession } from './presence-session'

/**
 * Hands the others' places to the bars' badges. Its children are made by the page, so when
 * someone moves only the badges re-render, never the editor.
 */
export function PresenceLayer({
  session,
  children,
}: {
  session: PresenceSession
  children: ReactNode
}) {
  const viewers = useSyncExternalStore(session.subscribe, session.getViewers, session.getViewers)
  return <PresenceContext.Provider value={viewers}>{children}</PresenceContext.Provider>
}
