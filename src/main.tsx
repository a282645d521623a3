import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from '@/app/provider'
import { AppRouter } from '@/app/router'
import { env } from '@/config/env'
import { applyTheme } from '@/features/theme'
import { initAnalytics } from '@/lib/analytics'
import { wwwRedirectUrl } from '@/lib/www-redirect'
import './index.css'

const wwwUrl = wwwRedirectUrl(window.location)

if (wwwUrl) {
  window.location.replace(wwwUrl)
} else {
  // Before the first render, so the page never flashes the wrong theme.
  applyTheme()
  initAnalytics(env.ANALYTICS_ID)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html needs a <div id="root">')
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  )
}
