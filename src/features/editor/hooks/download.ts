/** Saves bytes or text as a file through a temporary link (works in every desktop browser). */
export function downloadFile(name: string, data: Uint8Array | string, type: string) {
  const blob = new Blob([data as BlobPart], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** A file name from a song name: "My Song!" → "my-song". */
export const fileStem = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60) || 'song'
