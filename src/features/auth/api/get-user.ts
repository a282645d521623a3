import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QUERY_RETRY } from '@/config/constants'
import { clearSession, type SessionUser, updateSessionUser, useSession } from '@/lib/auth-session'
import { pb, responseStatus } from '@/lib/pocketbase'

// The server no longer accepts this session: the token is bad or the user is gone.
const REJECTED_STATUSES = [401, 403, 404]
const isRejected = (error: unknown) => REJECTED_STATUSES.includes(responseStatus(error) ?? 0)

export function getUser(id: string): Promise<SessionUser> {
  // requestKey null: never let the SDK auto-cancel a duplicate refresh.
  return pb.collection('users').getOne<SessionUser>(id, { requestKey: null })
}

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['users', id],
    queryFn: () => getUser(id),
    retry: (failures, error) => !isRejected(error) && failures < QUERY_RETRY,
  })

// Refetches the signed-in user on mount; a rejected session is cleared, which turns premium off.
export function useRefreshSessionUser(): void {
  const id = useSession()?.user.id
  const { data, error } = useQuery({ ...userQueryOptions(id ?? ''), enabled: Boolean(id) })
  useEffect(() => {
    if (data && data.id === id) updateSessionUser(data)
  }, [data, id])
  useEffect(() => {
    if (isRejected(error)) clearSession()
  }, [error])
}
