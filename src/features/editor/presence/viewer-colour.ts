// Each person keeps one colour in every editor: picked from their id, from the theme's colours,
// whose text colours are made to be read on them in light and dark.
const COLOURS = [
  'bg-secondary text-secondary-content',
  'bg-accent text-accent-content',
  'bg-info text-info-content',
  'bg-success text-success-content',
  'bg-warning text-warning-content',
  'bg-neutral text-neutral-content',
] as const

export function viewerColour(userId: string): string {
  let hash = 0
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0
  return COLOURS[hash % COLOURS.length] as string
}
