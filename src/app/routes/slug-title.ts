// "c-sharp-minor" → "C sharp minor": a readable stand-in until the real content loads.
export function slugToTitle(slug: string | undefined): string {
  const words = (slug ?? '').replace(/[-_]+/g, ' ').trim()
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : ''
}
