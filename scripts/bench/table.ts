/** Left-aligns the first column and right-aligns the others; a row of one cell is a section heading. */
export function formatTable(rows: string[][]): string {
  const widths: number[] = []
  for (const row of rows) {
    if (row.length < 2) continue
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length)
    })
  }
  return rows
    .map((row) =>
      row.length < 2
        ? (row[0] ?? '')
        : row
            .map((cell, index) =>
              index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
            )
            .join('  ')
            .trimEnd(),
    )
    .join('\n')
}
