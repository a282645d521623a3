import { FormStatus } from '@/components/form/form-status'
import { RequestButton } from '@/components/form/request-button'
import { useExportData } from '../api/export-data'

const songs = (count: number) => `${count} ${count === 1 ? 'song' : 'songs'}`

export function ExportData({ userId }: { userId: string }) {
  const exportData = useExportData(userId)
  return (
    <div className="grid gap-2">
      <RequestButton
        request={exportData}
        className="btn btn-outline"
        busyLabel="Preparing your file…"
        success={
          <FormStatus tone="success">
            {exportData.data
              ? `Saved ${exportData.data.fileName}: your profile and ${songs(exportData.data.songCount)}.`
              : undefined}
          </FormStatus>
        }
        fallback="Your data could not be exported. Please try again."
      >
        Export my data
      </RequestButton>
    </div>
  )
}
