import { useEffect, useId, useState } from 'react'
import { INSTRUMENTS, isInstrumentName } from '@/song/instruments'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import {
  type CommunityFilters as Filters,
  isFiltered,
  SEARCH_PARAM_MAX_CHARS,
} from '../search-params'

// Long enough to finish a word, short enough to feel live.
const SEARCH_DEBOUNCE_MS = 300

type CommunityFiltersProps = {
  filters: Filters
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void
  /** Tags of the songs shown, for the chips. */
  tags: string[]
}

/** Search, instrument, sort and tag chips; every choice lives in the page's address. */
export function CommunityFilters({ filters, onChange, tags }: CommunityFiltersProps) {
  const [text, setText] = useState(filters.q)
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  const searchId = useId()

  // What was typed reaches the address once typing pauses…
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause writes, not a new address.
  useEffect(() => {
    if (typed !== filters.q) onChange({ q: typed }, { replace: true })
  }, [typed])
  // …and Back, Forward or a link to another search puts its text in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address rewrites the box.
  useEffect(() => {
    if (filters.q !== typed) setText(filters.q)
  }, [filters.q])

  const chips = filters.tag && !tags.includes(filters.tag) ? [filters.tag, ...tags] : tags
  return (
    <div className="flex flex-col gap-3">
      <search aria-label="Community songs">
        <form
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            onChange({ q: text }, { replace: true })
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={searchId}>
            Search songs
            <input
              id={searchId}
              type="search"
              className="input w-full"
              placeholder="Name, description or tag"
              maxLength={SEARCH_PARAM_MAX_CHARS}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Instrument
            <select
              className="select w-full sm:w-40"
              value={filters.instrument}
              onChange={(event) => {
                const value = event.target.value
                onChange({ instrument: isInstrumentName(value) ? value : '' })
              }}
            >
              <option value="">Any instrument</option>
              {INSTRUMENTS.map(({ name, label }) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Sort by
            <select
              className="select w-full sm:w-40"
              value={filters.sort}
              onChange={(event) =>
                onChange({ sort: event.target.value === 'likes' ? 'likes' : 'newest' })
              }
            >
              <option value="newest">Newest</option>
              <option value="likes">Most liked</option>
            </select>
          </label>
        </form>
      </search>
      {chips.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Filter by tag</legend>
          <span className="text-sm font-medium" aria-hidden="true">
            Tags:
          </span>
          {chips.map((tag) => {
            const active = tag === filters.tag
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={active}
                className={`btn btn-xs max-w-full normal-case ${active ? 'btn-primary' : 'btn-outline'}`}
                onClick={() => onChange({ tag: active ? '' : tag })}
              >
                <span className="truncate">{tag}</span>
              </button>
            )
          })}
        </fieldset>
      )}
      {isFiltered(filters) && (
        <button
          type="button"
          className="btn btn-ghost btn-sm self-start"
          onClick={() => {
            setText('')
            onChange({ q: '', tag: '', instrument: '' })
          }}
        >
          Clear filters
        </button>
      )}
    </div>
  )
}
