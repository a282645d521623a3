import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

// The compact (phone) menu stays open only on the page where it was opened; Escape closes it.
export function useCompactMenu() {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return { open, toggle: () => setOpenOn(open ? null : pathname) }
}
