import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { trackPageView } from '@/lib/analytics'

// Every path change starts at the top of the page. Not the first load: a prerendered page
// may be scrolled before it hydrates, and the browser restores the position on a reload.
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
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
