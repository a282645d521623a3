import { useOnline } from '../hooks/use-online'
import { OFFLINE_NOTICE, type SaveStatus } from '../sync/save-status'

/** Says, while the server cannot be reached, that the edits are safe here and will be sent. */
export function OfflineNotice({ status }: { status: SaveStatus }) {
  const online = useOnline()
  if (status !== 'offline') return null
  // The text in the base colour: warning-coloured text on its own tint is too faint to read.
  return (
    <p
      role="status"
      data-offline-notice
      className="print-hidden w-full rounded-box border border-warning/60 bg-warning/10 px-3 py-2 text-sm"
    >
      {online ? OFFLINE_NOTICE.unreachable : OFFLINE_NOTICE.offline}
    </p>
  )
}
