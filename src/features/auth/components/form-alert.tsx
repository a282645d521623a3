import { ERROR_TEXT } from '@/components/ui/error-text'

type FormAlertProps = {
  id?: string
  message?: string
  tone?: 'error' | 'success'
  // Cancels the parent's flex gap while empty, e.g. "empty:-mt-4" in a gap-4 column.
  className?: string
}

// A live region for the whole form; it stays mounted while empty, so a new message is announced.
export function FormAlert({ id, message, tone = 'error', className = '' }: FormAlertProps) {
  const colours =
    tone === 'error'
      ? `border-error/40 bg-error/10 ${ERROR_TEXT}`
      : 'border-success/40 bg-success/10 text-base-content'
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={className}>
      {message && (
        <p className={`rounded-box border px-4 py-3 text-sm font-medium ${colours}`}>{message}</p>
      )}
    </div>
  )
}
