import { useQuery } from '@tanstack/react-query'
import { userQueryOptions } from '@/features/auth'
import { useSession } from '@/lib/auth-session'
import type { AccountUser } from '../types'

// The signed-in user's record, fresh from the server once loaded; the session's copy until then.
export function useAccountUser(): AccountUser | null {
  const session = useSession()
  const id = session?.user.id ?? ''
  const { data } = useQuery({ ...userQueryOptions(id), enabled: id !== '' })
  if (!session) return null
  return (data?.id === id ? data : session.user) as AccountUser
}
