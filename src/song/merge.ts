import { fitBar, withChords } from './bar-edits'
import { TAGS_MAX } from './limits'
import { mergeOrder, movedIds } from './merge-order'
import { sameValue } from './same-value'
import type { Bar, Section, SongDocument } from './types'

// Three-way merge of a song: two versions (mine, theirs) made from one base. Sections and bars are
// matched by their stable ids, so inserts, deletes and moves of either side merge by themselves,
// and so do edits to different fields, sections, bars, or to a bar's chords on one side and its
// words on the other. Only the same thing changed on both sides in two different ways is a
// conflict: the merge then takes the preferred side's version and lists it for the user.

export type Side = 'mine' | 'theirs'

export type SongField =
  | 'name'
  | 'bpm'
  | 'timeSignature'
  | 'instrument'
  | 'key'
  | 'description'
  | 'style'
  | 'mix'

export type SectionPart = 'label' | 'repeat' | 'style' | 'removed'
export type BarPart = 'chords' | 'words' | 'lineEnd' | 'removed' | 'place'

/** Something both sides changed differently; look it up by id in mine and theirs to show it. */
export type MergeConflict =
  | { kind: 'field'; field: SongField }
  | { kind: 'section'; sectionId: string; parts: SectionPart[] }
  | { kind: 'bar'; barId: string; parts: BarPart[] }

export type SongMerge = { document: SongDocument; conflicts: MergeConflict[] }

const SONG_FIELDS: SongField[] = [
  'name',
  'bpm',
  'timeSignature',
  'instrument',
  'key',
  'description',
  'style',
  'mix',
]

type Placed = { bar: Bar; section: string }

function barsById(document: SongDocument | null): Map<string, Placed> {
  const bars = new Map<string, Placed>()
  for (const section of document?.sections ?? []) {
    for (const bar of section.bars) bars.set(bar.id, { bar, section: section.id })
  }
  return bars
}

const sectionsById = (document: SongDocument | null) =>
  new Map((document?.sections ?? []).map((section) => [section.id, section]))

/** Every id in any of the three versions, with what base, mine and theirs hold under it. */
const threeWay = <T>({ base, mine, theirs }: Record<'base' | Side, Map<string, T>>) =>
  [...new Set([...base.keys(), ...mine.keys(), ...theirs.keys()])].map(
    (id) => [id, base.get(id), mine.get(id), theirs.get(id)] as const,
  )

/** Tags as a set: what either side added stays, what either side removed goes. */
function mergeTags(base: string[], mine: string[], theirs: string[]): string[] {
  const removed = new Set([...base.filter((tag) => !mine.includes(tag) || !theirs.includes(tag))])
  const merged = theirs.filter((tag) => !removed.has(tag))
  for (const tag of mine) if (!removed.has(tag) && !merged.includes(tag)) merged.push(tag)
  return merged.slice(0, TAGS_MAX)
}

/**
 * Merges mine and theirs, both made from base. Conflicts take `prefer`'s version (theirs unless
 * the user chose to keep mine) and are listed in the answer. A null base (not known) makes every
 * difference between the two a conflict, and keeps what only one side has.
 */
export function mergeSongs(
  base: SongDocument | null,
  mine: SongDocument,
  theirs: SongDocument,
  prefer: Side = 'theirs',
): SongMerge {
  const conflicts: MergeConflict[] = []
  /** The side's value that changed; on a conflict, the preferred one (and `clash` is called). */
  const pick = <T>(b: T | undefined, m: T, t: T, clash: () => void): T => {
    if (b !== undefined && sameValue(m, b)) return t
    if ((b !== undefined && sameValue(t, b)) || sameValue(m, t)) return m
    clash()
    return prefer === 'mine' ? m : t
  }

  const document = { ...theirs }
  for (const field of SONG_FIELDS) {
    const value = pick(base?.[field], mine[field], theirs[field], () =>
      conflicts.push({ kind: 'field', field }),
    )
    Object.assign(document, { [field]: value })
  }
  document.tags = mergeTags(base?.tags ?? [], mine.tags, theirs.tags)

  const sections = {
    base: sectionsById(base),
    mine: sectionsById(mine),
    theirs: sectionsById(theirs),
  }
  const kept = new Map<string, Omit<Section, 'bars'>>()
  const sectionConflicts = new Map<string, SectionPart[]>()
  for (const [id, b, m, t] of threeWay(sections)) {
    const parts: SectionPart[] = []
    if (!m || !t) {
      const present = m ?? t
      // Removed on one side: it goes, unless the other side changed it (then the user decides).
      if (!present || !b) {
        if (present) kept.set(id, present)
        continue
      }
      if (sameValue(present, b)) continue
      parts.push('removed')
      sectionConflicts.set(id, parts)
      const keeper = m ? 'mine' : 'theirs'
      if (prefer === keeper) kept.set(id, present)
      continue
    }
    const label = pick(b?.label, m.label, t.label, () => parts.push('label'))
    const repeat = pick(b?.repeat, m.repeat, t.repeat, () => parts.push('repeat'))
    // No style of its own is a value too: one side may set it while the other clears it.
    const style = pick(b && (b.style ?? null), m.style ?? null, t.style ?? null, () =>
      parts.push('style'),
    )
    if (parts.length) sectionConflicts.set(id, parts)
    kept.set(id, style ? { id, label, repeat, style } : { id, label, repeat })
  }
  for (const [sectionId, parts] of sectionConflicts) {
    conflicts.push({ kind: 'section', sectionId, parts })
  }

  const bars = { base: barsById(base), mine: barsById(mine), theirs: barsById(theirs) }
  const merged = new Map<string, Placed>()
  for (const [id, b, m, t] of threeWay(bars)) {
    const parts: BarPart[] = []
    if (!m || !t) {
      const present = m ?? t
      if (!present) continue
      if (!b) {
        merged.set(id, present)
        continue
      }
      if (sameValue(present.bar, b.bar)) continue
      const keeper: Side = m ? 'mine' : 'theirs'
      // Gone with its section, which the user is asked about: the bar follows the section.
      if (sectionConflicts.get(b.section)?.includes('removed')) {
        if (kept.has(b.section)) merged.set(id, present)
        continue
      }
      conflicts.push({ kind: 'bar', barId: id, parts: ['removed'] })
      if (prefer === keeper) merged.set(id, present)
      continue
    }
    const chords = pick(b?.bar.chords, m.bar.chords, t.bar.chords, () => parts.push('chords'))
    const words = pick(b?.bar.words, m.bar.words, t.bar.words, () => parts.push('words'))
    const lineEnd = pick(b?.bar.lineEnd, m.bar.lineEnd, t.bar.lineEnd, () => parts.push('lineEnd'))
    const section = pick(b?.section, m.section, t.section, () => parts.push('place'))
    if (parts.length) conflicts.push({ kind: 'bar', barId: id, parts })
    // Chords from one side and words from the other: words settle onto the slots that start chords.
    merged.set(id, { bar: withChords({ id, chords, words, lineEnd }, chords), section })
  }

  const mineMoved = movedIds([...sections.base.keys()], [...sections.mine.keys()])
  const theirsMoved = movedIds([...sections.base.keys()], [...sections.theirs.keys()])
  const placeByMine = (mineSet: Set<string>, theirsSet: Set<string>) => (id: string) =>
    mineSet.has(id) && (!theirsSet.has(id) || prefer === 'mine')
  const order = mergeOrder(
    [...sections.mine.keys()],
    [...sections.theirs.keys()],
    new Set(kept.keys()),
    placeByMine(mineMoved, theirsMoved),
  )
  const { beats } = document.timeSignature
  document.sections = order.map((sectionId) => {
    const section = kept.get(sectionId) as Omit<Section, 'bars'>
    const barIds = (version: SongDocument | null) =>
      version?.sections.find((s) => s.id === sectionId)?.bars.map((bar) => bar.id) ?? []
    const baseBars = barIds(base)
    const mineBars = barIds(mine)
    const theirsBars = barIds(theirs)
    const here = new Set(
      [...merged].filter(([, placed]) => placed.section === sectionId).map(([id]) => id),
    )
    const barOrder = mergeOrder(
      mineBars,
      theirsBars,
      here,
      placeByMine(movedIds(baseBars, mineBars), movedIds(baseBars, theirsBars)),
    )
    // A time signature changed on one side: every bar gets one slot or one per beat.
    const sectionBars = barOrder.map((id) => fitBar((merged.get(id) as Placed).bar, beats))
    return { ...section, bars: sectionBars }
  })
  return { document, conflicts }
}
