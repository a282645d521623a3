import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { AppErrorBoundary } from '@/components/errors/app-error-boundary'
import { queryClient } from '@/lib/react-query'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <HelmetProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </HelmetProvider>
    </AppErrorBoundary>
  )
}
