import type { ReactNode } from 'react'

// The auth page's three views, kept in the URL (?view=) so Back works.
export type AuthView = 'signin' | 'register' | 'reset'

export function parseAuthView(value: string | null): AuthView {
  return value === 'register' || value === 'reset' ? value : 'signin'
}

export const authViewSearch = (view: AuthView): string => (view === 'signin' ? '' : `?view=${view}`)

// How the page frames a view opened from Sign in: its heading takes the focus after a switch, and
// a button above it leads back.
export type SideViewFrame = { focusHeading: boolean; back: ReactNode }
