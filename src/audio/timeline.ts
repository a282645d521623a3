import { type Hit, isDownbeat, type Part } from './hits'

// The whole performance as beats: what happens in each beat, at an offset (in beats) within it.
// The scheduler turns beats into context times as it goes, so a tempo change never moves a note
// that is already scheduled.

export type TimelineItem =
  | { kind: 'release'; offset: number; hit: number }
  | {
      kind: 'hit'
      offset: number
      hit: number
      midi: readonly number[]
      level: number
      part: Part
      strum?: 'down' | 'up'
    }
  | { kind: 'click'; offset: number; accent: boolean }
  | { kind: 'bar'; offset: number; bar: number }

export type TimelineOptions = {
  hits: readonly Hit[]
  /** First beat played (a bar's first beat), in beats from the song's start. */
  from: number
  /** The beat playback ends (or loops back) at, exclusive; a bar line. */
  to: number
  beatsPerBar: number
  /** Bars of clicks before the first played bar (true: one). */
  countIn: boolean | number
  /** A click on every beat while the song plays. */
  metronome: boolean
  /** Repeat from..to seamlessly until stopped. */
  loop: boolean
}

export type Timeline = {
  countInBeats: number
  /** Beats in total (count-in, song, the bar line that ends it); Infinity when looping. */
  length: number
  /** Beats from `from` to `to`: one time round a loop. */
  span: number
  /** The items of beat `index` (0 = the first beat heard), releases first, then by offset. */
  at(index: number): readonly TimelineItem[]
  /** Strikes, at the start of beat `index`, of the notes that began earlier and ring on there. */
  ringing(index: number): readonly TimelineItem[]
}

const EPSILON = 1e-9
const NOTHING: readonly TimelineItem[] = []

export function buildTimeline(options: TimelineOptions): Timeline {
  const { hits, from, to, beatsPerBar, countIn, metronome, loop } = options
  const span = Math.max(0, Math.round(to - from))
  // One more beat holds the releases at the final bar line; a loop folds them into its first beat.
  const buckets: TimelineItem[][] = Array.from({ length: span + 1 }, () => [])
  const put = (beat: number, item: (offset: number) => TimelineItem) => {
    let index = Math.floor(beat - from + EPSILON)
    const offset = Math.max(0, beat - from - index)
    if (loop && span > 0) index %= span
    buckets[index]?.push(item(offset))
  }

  const strike = (hit: Hit, id: number, offset: number): TimelineItem => ({
    kind: 'hit',
    offset,
    hit: id,
    midi: hit.midi,
    level: hit.level,
    part: hit.part ?? 'chords',
    ...(hit.strum ? { strum: hit.strum } : {}),
  })
  hits.forEach((hit, id) => {
    put(hit.start, (offset) => strike(hit, id, offset))
    put(hit.end, (offset) => ({ kind: 'release', offset, hit: id }))
  })
  for (let beat = from; beat < to - EPSILON; beat += 1) {
    const downbeat = isDownbeat(beat, beatsPerBar)
    if (downbeat)
      put(beat, (offset) => ({ kind: 'bar', offset, bar: Math.round(beat / beatsPerBar) }))
    if (metronome) put(beat, (offset) => ({ kind: 'click', offset, accent: downbeat }))
  }
  for (const bucket of buckets) bucket.sort(byTimeReleasesFirst)

  const countInBeats = (countIn === true ? 1 : Number(countIn) || 0) * beatsPerBar
  const countInItems = Array.from({ length: countInBeats }, (_, i): TimelineItem[] => [
    { kind: 'click', offset: 0, accent: i % beatsPerBar === 0 },
  ])
  const beatOf = (index: number) => {
    const beat = index - countInBeats
    return loop && span > 0 ? beat % span : beat
  }
  return {
    countInBeats,
    span,
    length: loop && span > 0 ? Number.POSITIVE_INFINITY : countInBeats + span + 1,
    at(index) {
      if (index < countInBeats) return countInItems[index] ?? NOTHING
      return buckets[beatOf(index)] ?? NOTHING
    },
    ringing(index) {
      if (index < countInBeats) return NOTHING
      const beat = from + beatOf(index)
      // Drums are struck, not held: only pitched notes ring on.
      return hits.flatMap((hit, id) =>
        hit.part !== 'drums' && hit.start < beat - EPSILON && hit.end > beat + EPSILON
          ? [strike(hit, id, 0)]
          : [],
      )
    },
  }
}

// A loop releases a chord and strikes it again at the same instant: release the old one first.
function byTimeReleasesFirst(a: TimelineItem, b: TimelineItem) {
  return a.offset - b.offset || rank(a) - rank(b)
}

function rank(item: TimelineItem) {
  return item.kind === 'release' ? 0 : 1
}
