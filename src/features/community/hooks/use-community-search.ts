import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type CommunityFilters, parseCommunitySearch, toCommunitySearch } from '../search-params'

/** The community page's filters, read from and written to its address (shareable, reload-proof). */
export function useCommunitySearch() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseCommunitySearch(params), [params])
  const update = useCallback(
    // Typing replaces the entry (no history step per pause); a chosen filter is a step Back undoes.
    (change: Partial<CommunityFilters>, { replace = false } = {}) =>
      setParams((current) => toCommunitySearch({ ...parseCommunitySearch(current), ...change }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  )
  return { filters, update }
}
