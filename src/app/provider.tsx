import type { ReactNode } from 'react'
import { AppErrorBoundary } from '@/components/errors/app-error-boundary'
import { QueryClientSlot } from './query-client'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientSlot>{children}</QueryClientSlot>
    </AppErrorBoundary>
  )
}
