import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'
import { ErrorScreen } from '@/components/errors/error-screen'

// The root's error element: log the cause for developers, show the user a way out.
export function RouteError() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorScreen />
}
