import type { ReactNode } from 'react'
import { StatusIcon } from './status-icon'

type SettingsSectionProps = {
  // Also the anchor the page's section list links to.
  id: string
  title: string
  description?: string
  tone?: 'default' | 'highlight' | 'danger'
  children: ReactNode
}

const TONES = {
  default: 'border-base-content/10',
  highlight: 'border-brand/50 ring-1 ring-brand/20',
  danger: 'border-error/50',
} as const

// One card of the account page: a titled section with its controls.
export function SettingsSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`card scroll-mt-24 border bg-base-100 shadow-xs ${TONES[tone]}`}
    >
      <div className="card-body gap-5 p-5 sm:p-6">
        <header>
          <h2
            id={`${id}-title`}
            className="flex items-center gap-2 text-lg font-bold tracking-tight"
          >
            {/* The text stays in the page colour (AA in both themes); the mark carries the red. */}
            {tone === 'danger' && <StatusIcon tone="error" className="size-5" />}
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-base-content/75">{description}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
