import { createContext, useContext } from 'react'
import type { Viewer } from './presence-session'

/** The other people in the song, for the bars' badges. Empty outside a shared song. */
export const PresenceContext = createContext<Viewer[]>([])

/** Those on this bar; only the badges read it, so a move re-renders no bar. */
export function useViewersOn(barId: string): Viewer[] {
  return useContext(PresenceContext).filter((viewer) => viewer.bar === barId)
}
