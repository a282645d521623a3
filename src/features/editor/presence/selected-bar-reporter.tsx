import { useEffect } from 'react'
import type { PresenceSession } from './presence-session'

/** Tells the presence session which bar the caret is on, whenever it moves. */
export function SelectedBarReporter({
  session,
  barId,
}: {
  session: PresenceSession
  barId: string
}) {
  useEffect(() => session.select(barId), [session, barId])
  return null
}
