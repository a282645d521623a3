import { type ComponentType, useEffect, useRef, useState } from 'react'
import { importWithReload } from '@/lib/import-with-reload'

type OnDemandProps<P extends object> = {
  /** The button that loads the part, and what it does: "Check my playing". */
  label: string
  load: () => Promise<ComponentType<P>>
  props: P
}

type State<P> =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; Part: ComponentType<P> }

/**
 * A part of a page whose code comes only when the learner asks for it (a button), so the page's
 * first load stays small. Focus moves into the part once it is drawn.
 */
export function OnDemand<P extends object>({ label, load, props }: OnDemandProps<P>) {
  const [state, setState] = useState<State<P>>({ status: 'idle' })
  const part = useRef<HTMLDivElement>(null)
  const ready = state.status === 'ready'

  useEffect(() => {
    if (ready) part.current?.focus()
  }, [ready])

  if (state.status === 'ready') {
    return (
      <div ref={part} tabIndex={-1} className="outline-none">
        <state.Part {...props} />
      </div>
    )
  }
  const open = async () => {
    setState({ status: 'loading' })
    try {
      const Part = await importWithReload(load)
      setState({ status: 'ready', Part })
    } catch {
      setState({ status: 'error' })
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-primary"
        aria-disabled={state.status === 'loading'}
        onClick={() => state.status !== 'loading' && void open()}
      >
        {label}
      </button>
      <p role="status" className="text-sm">
        {state.status === 'loading' && 'Loading…'}
        {state.status === 'error' &&
          'This part could not load. Check your connection and try again.'}
      </p>
    </div>
  )
}
