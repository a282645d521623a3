type SpinnerProps = { label?: string; className?: string }

export function Spinner({ label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span className="loading loading-spinner loading-lg text-brand" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  )
}

// Fills the page area while a route's code loads.
export function PageSpinner() {
  return <Spinner label="Loading page…" className="min-h-[50vh]" />
}

// The first page of a visit while its code loads: a screen high, so the footer stays out of view
// instead of showing and then being pushed down when the page arrives (a layout shift).
export function FirstPageSpinner() {
  return <Spinner label="Loading page…" className="min-h-dvh" />
}
