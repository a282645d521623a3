// The auth page's three views, kept in the URL (?view=) so Back works.
export type AuthView = 'signin' | 'register' | 'reset'

export function parseAuthView(value: string | null): AuthView {
  return value === 'register' || value === 'reset' ? value : 'signin'
}

export const authViewSearch = (view: AuthView): string => (view === 'signin' ? '' : `?view=${view}`)
