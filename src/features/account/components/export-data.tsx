import { BusyButton } from '@/components/form/busy-button'
import { FormStatus } from '@/components/form/form-status'
import { RequestError } from '@/components/form/request-error'
import { useExportData } from '../api/export-data'

const songs = (count: number) => `${count} ${count === 1 ? 'song' : 'songs'}`

export function ExportData({ userId }: { userId: string }) {
  const exportData = useExportData(userId)
  return (
    <div className="grid gap-2">
      <div>
        <BusyButton
          className="btn btn-outline"
          onClick={() => exportData.mutate()}
          busy={exportData.isPending}
          busyLabel="Preparing your file…"
        >
          Export my data
        </BusyButton>
      </div>
      <FormStatus tone="success">
        {exportData.data
          ? `Saved ${exportData.data.fileName}: your profile and ${songs(exportData.data.songCount)}.`
          : undefined}
      </FormStatus>
      <RequestError
        request={exportData}
        fallback="Your data could not be exported. Please try again."
      />
    </div>
  )
}
