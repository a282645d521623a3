import { type RefObject, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * Plain `<a href="/…">` links inside `ref` navigate inside the app, as a router Link would: one
 * listener for many links (an article's body, the chord directory's 527) instead of a component each.
 * A click with a modifier or another button keeps the browser's meaning (new tab, new window).
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>) {
  const navigate = useNavigate()
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element).closest('a')
      const href = link?.getAttribute('href')
      if (!href?.startsWith('/') || link?.target) return
      event.preventDefault()
      navigate(href)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [ref, navigate])
}
