/** A file name from a song name: "My Song!" → "my-song". */
export const fileStem = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60) || 'song'
