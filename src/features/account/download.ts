import { downloadFile } from '@/lib/download-file'

/** Saves data as a readable JSON file. */
export function downloadJson(fileName: string, data: unknown): void {
  downloadFile(fileName, `${JSON.stringify(data, null, 2)}\n`, 'application/json')
}
