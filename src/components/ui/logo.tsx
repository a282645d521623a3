// The Songpad mark (same drawing as /favicon.svg); decorative next to the product name.
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7c3aed" />
      <path
        d="M24 46V18l22-5v28"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="19" cy="46" r="6" fill="#fff" />
      <circle cx="41" cy="41" r="6" fill="#fff" />
    </svg>
  )
}
