import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { trackPageView } from '@/lib/analytics'

// Spec §2: every path change starts at the top of the page.
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
}

// One analytics page view per route change (search changes count too).
export function usePageViews(): void {
  const { pathname, search } = useLocation()
  useEffect(() => {
    trackPageView(`${pathname}${search}`)
  }, [pathname, search])
}
