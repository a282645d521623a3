import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'

/**
 * A chord page's search box. It sends what was typed to /learn, which reads it and opens the
 * chord's page: the reading is code this page need not load, and the form works before the app
 * has started (a plain GET).
 */
export function FindChordForm() {
  const navigate = useNavigate()
  return (
    <search>
      <form
        action={paths.learn.getHref()}
        className="flex flex-wrap items-center gap-x-3 gap-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          const query = new FormData(event.currentTarget).get('q')
          navigate(`${paths.learn.getHref()}?q=${encodeURIComponent(String(query ?? '').trim())}`)
        }}
      >
        <label htmlFor="find-chord" className="font-semibold">
          Find a chord
        </label>
        <div className="flex min-w-0 grow gap-2 sm:grow-0">
          <input
            id="find-chord"
            name="q"
            type="search"
            required
            placeholder="F#m7, B flat 7…"
            autoComplete="off"
            className="input w-full min-w-0 sm:w-44"
          />
          <button type="submit" className="btn btn-outline">
            Find
          </button>
        </div>
      </form>
    </search>
  )
}
