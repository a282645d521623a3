import { type Instrument, toInstrument } from '@/song/instruments'

/** A song published to the community (a community_songs record), as the pages show it. */
export type CommunitySong = {
  id: string
  /** The author's own song it was published from. */
  songId: string
  author: string
  authorName: string
  name: string
  description: string
  tags: string[]
  instrument: Instrument
  bpm: number | null
  timeSignature: string
  key: string
  /** The song's words (a card holds only their start): '' when it has none. */
  words: string
  /** Counted by the server from the likes. */
  likes: number
  /** PocketBase's "2024-01-02 03:04:05.678Z" form. */
  created: string
}

/** A community_songs record as the SDK answers it, its fields unchecked. */
export type CommunityRecord = { id: string; [field: string]: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0

const MAX_TAGS = 12

/** Tags as shown and filtered: strings, trimmed, each once, a dozen at most (records may hold anything). */
function cleanTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return []
  const clean = tags.flatMap((tag) => (typeof tag === 'string' && tag.trim() ? [tag.trim()] : []))
  return [...new Set(clean)].slice(0, MAX_TAGS)
}

// Read as it comes: a hand-edited record (tags "rock", likes null) still shows instead of failing.
export function toCommunitySong(record: CommunityRecord): CommunitySong {
  const tags: unknown = record.tags
  return {
    id: record.id,
    songId: text(record.song_id),
    author: text(record.author),
    authorName: text(record.author_name),
    name: text(record.name),
    description: text(record.description),
    tags: cleanTags(tags),
    instrument: toInstrument(record.instrument),
    bpm: typeof record.bpm === 'number' && Number.isFinite(record.bpm) ? record.bpm : null,
    timeSignature: text(record.timesignature),
    key: text(record.key),
    words: text(record.words),
    likes: count(record.likes),
    created: text(record.created),
  }
}
