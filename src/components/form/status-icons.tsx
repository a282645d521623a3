import type { ReactNode } from 'react'

// Decorative status marks (20px solid); the message beside them carries the meaning.
function SolidIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export const CheckCircleIcon = ({ className = 'size-5' }: { className?: string }) => (
  <SolidIcon className={className}>
    <path
      fillRule="evenodd"
      d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.8a.75.75 0 0 0-1.22-.87l-3.24 4.53-1.63-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.76-5.25Z"
      clipRule="evenodd"
    />
  </SolidIcon>
)

export const AlertCircleIcon = ({ className = 'size-5' }: { className?: string }) => (
  <SolidIcon className={className}>
    <path
      fillRule="evenodd"
      d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      clipRule="evenodd"
    />
  </SolidIcon>
)
