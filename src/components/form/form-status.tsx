import { StatusIcon } from './status-icon'

type FormStatusProps = { tone: 'success' | 'error'; id?: string; children?: string }

// A short outcome under a control. The text keeps the page's own colour (AA in both themes);
// the icon carries the status colour. Errors are announced at once, successes politely.
export function FormStatus({ tone, id, children }: FormStatusProps) {
  const error = tone === 'error'
  return (
    <p
      id={id}
      role={error ? 'alert' : 'status'}
      className="flex items-start gap-1.5 text-sm font-medium empty:sr-only"
    >
      {children && <StatusIcon tone={tone} className="mt-px size-4 shrink-0" />}
      {children}
    </p>
  )
}
