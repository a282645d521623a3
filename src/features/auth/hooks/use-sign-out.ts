import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { clearSession } from '@/lib/auth-session'

// Clear the auth store, then go to /auth; cached user data goes with it.
export function useSignOut(): () => void {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(() => {
    clearSession()
    queryClient.removeQueries()
    navigate(paths.auth.getHref())
  }, [navigate, queryClient])
}
