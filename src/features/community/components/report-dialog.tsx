import { useId, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import {
  REPORT_DETAILS_MAX_CHARS,
  REPORT_REASONS,
  type ReportReason,
  useReportSong,
} from '../api/report-song'

const REASON_LABELS: Record<ReportReason, [label: string, hint: string]> = {
  spam: ['Spam', 'Advertising, or the same song posted over and over.'],
  offensive: ['Offensive', 'Hateful, abusive or harmful words.'],
  copyright: ['Copyright', 'Someone else’s song, published without their permission.'],
  other: ['Something else', 'Tell us in the details below.'],
}

type ReportDialogProps = { open: boolean; onClose: () => void; songId: string; userId: string }

/** Tells the moderators about a listing: a reason and optional details; one report per member. */
export function ReportDialog({ open, onClose, songId, userId }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('')
  const [details, setDetails] = useState('')
  const [missing, setMissing] = useState(false)
  const report = useReportSong(userId)
  const ids = useId()
  const outcome = report.data
  return (
    <Modal open={open} title="Report this song" dismissible onClose={onClose}>
      {outcome ? (
        <p role="status" className="mt-3">
          {outcome === 'sent'
            ? 'Thanks — our moderators will take a look.'
            : 'You have already reported this song. Our moderators will look at it.'}
        </p>
      ) : (
        <form
          id={`${ids}form`}
          className="mt-3 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!reason) return setMissing(true)
            report.mutate({ id: songId, reason, details })
          }}
        >
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={missing && !reason ? `${ids}missing` : undefined}
          >
            <legend className="mb-1 font-medium">Why are you reporting it?</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  name={`${ids}reason`}
                  className="radio radio-sm mt-0.5"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                <span>
                  <span className="font-medium">{REASON_LABELS[value][0]}</span>
                  <span className="block text-sm text-base-content/80">
                    {REASON_LABELS[value][1]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {missing && !reason && (
            <p id={`${ids}missing`} role="alert" className="text-sm text-error">
              Choose a reason.
            </p>
          )}
          <label className="flex flex-col gap-1 text-sm font-medium">
            Details (optional)
            <textarea
              className="textarea w-full"
              rows={3}
              maxLength={REPORT_DETAILS_MAX_CHARS}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </label>
          {report.isError && (
            <p role="alert" className="text-sm text-error">
              {tooManyAttemptsMessage(report.error) ??
                'The report could not be sent. Check your connection and try again.'}
            </p>
          )}
        </form>
      )}
      <div className="modal-action">
        {!outcome && (
          <button
            type="submit"
            form={`${ids}form`}
            className="btn btn-primary"
            disabled={report.isPending}
          >
            {report.isPending ? 'Sending…' : 'Send report'}
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          {outcome ? 'Done' : 'Cancel'}
        </button>
      </div>
    </Modal>
  )
}
