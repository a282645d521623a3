import { useMutation } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { isDuplicate } from './server-errors'

export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** The server's limit on the details (pb_migrations/1732170000_community.js). */
export const REPORT_DETAILS_MAX_CHARS = 1000

export type Report = { id: string; reason: ReportReason; details: string }

/** "sent", or "already" when the user has reported this listing before (one report each). */
export async function reportSong(report: Report, reporter: string): Promise<'sent' | 'already'> {
  try {
    await pb.collection('community_reports').create(
      {
        song_id: report.id,
        reporter,
        reason: report.reason,
        details: report.details.trim().slice(0, REPORT_DETAILS_MAX_CHARS),
      },
      { requestKey: null },
    )
    return 'sent'
  } catch (error) {
    if (isDuplicate(error)) return 'already'
    throw error
  }
}

// Nobody reads reports back (moderators use the admin UI), so there is no cache to refresh.
export function useReportSong(reporter: string) {
  return useMutation({ mutationFn: (report: Report) => reportSong(report, reporter) })
}
