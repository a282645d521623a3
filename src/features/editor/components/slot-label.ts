/** A slot's accessible name: "Verse, bar 2, beat 1: Am" ("…: empty" when there is no chord). */
export function slotLabel(options: {
  section: string
  bar: number
  beat?: number
  shown: string
  held?: boolean
}): string {
  const where = `${options.section}, bar ${options.bar + 1}${
    options.beat === undefined ? '' : `, beat ${options.beat + 1}`
  }`
  if (options.shown) return `${where}: ${options.shown}`
  return `${where}: ${options.held ? 'previous chord continues' : 'empty'}`
}
