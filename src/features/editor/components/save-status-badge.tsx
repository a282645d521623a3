import { SAVE_STATUS_TEXT, type SaveStatus } from '../sync/save-status'

const DOT: Record<SaveStatus, string> = {
  saved: 'bg-success',
  saving: 'bg-info animate-pulse',
  offline: 'bg-warning',
  conflict: 'bg-error',
  error: 'bg-error',
}

/** Where the song's changes are, always in view; a polite live region, so it is heard too. */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  // The words carry the state; the dot only repeats it (text in the base colour keeps the contrast).
  return (
    <output
      aria-live="polite"
      className="print-hidden flex items-center gap-1.5 text-sm font-medium"
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT[status]}`} />
      <span data-save-status={status}>{SAVE_STATUS_TEXT[status]}</span>
    </output>
  )
}
