import { FormStatus } from '@/components/form/form-status'
import { errorMessage } from '@/lib/error-message'
import { useExportData } from '../api/export-data'

const songs = (count: number) => `${count} ${count === 1 ? 'song' : 'songs'}`

export function ExportData({ userId }: { userId: string }) {
  const exportData = useExportData(userId)
  return (
    <div className="grid gap-2">
      <div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => exportData.mutate()}
          disabled={exportData.isPending}
        >
          {exportData.isPending ? 'Preparing your file…' : 'Export my data'}
        </button>
      </div>
      <FormStatus tone="success">
        {exportData.data
          ? `Saved ${exportData.data.fileName}: your profile and ${songs(exportData.data.songCount)}.`
          : undefined}
      </FormStatus>
      <FormStatus tone="error">
        {exportData.isError
          ? errorMessage(exportData.error, 'Your data could not be exported. Please try again.')
          : undefined}
      </FormStatus>
    </div>
  )
}
