import type { CommunitySong } from '../types'

/** The tags on the songs shown, most used first (then A–Z), for the filter's chips. */
export function popularTags(songs: CommunitySong[], limit: number): string[] {
  const counts = new Map<string, number>()
  for (const song of songs) {
    for (const tag of new Set(song.tags.map((t) => t.trim()).filter(Boolean))) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1)
    }
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([tag]) => tag)
}
