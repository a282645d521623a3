import { useEffect, useState } from 'react'
import { PresenceSession } from './presence-session'

/** This editor's presence in the song, for as long as it is open. */
export function usePresenceSession(songId: string, userId: string): PresenceSession {
  const [session] = useState(() => new PresenceSession(songId, userId))
  useEffect(() => {
    session.start()
    const leave = () => session.close()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      session.close()
    }
  }, [session])
  return session
}
