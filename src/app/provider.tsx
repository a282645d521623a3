import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { AppErrorBoundary } from '@/components/errors/app-error-boundary'
import { QueryClientSlot } from './query-client'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <HelmetProvider>
        <QueryClientSlot>{children}</QueryClientSlot>
      </HelmetProvider>
    </AppErrorBoundary>
  )
}
