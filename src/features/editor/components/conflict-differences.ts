import { MIX_PARTS } from '@/audio/mix'
import { STYLE_NAMES } from '@/audio/styles/style-ids'
import { barText } from '@/song/bar-notation'
import type { MergeConflict, SongField } from '@/song/merge'
import type { Bar, Section, SongDocument } from '@/song/types'
import { barWords } from '@/song/words'

/** One thing both sides changed, in words: where it is, and what each side has there. */
export type Difference = { key: string; where: string; mine: string; theirs: string }

const FIELD_NAMES: Record<SongField, string> = {
  name: 'Name',
  bpm: 'Tempo',
  timeSignature: 'Time signature',
  instrument: 'Instrument',
  key: 'Key',
  description: 'Description',
  style: 'Style',
  mix: 'Mixer',
}
const INSTRUMENTS = ['Piano', 'Guitar', 'Ukulele']

function fieldText(document: SongDocument, field: SongField): string {
  const value = document[field]
  if (field === 'bpm') return `${value} bpm`
  if (field === 'timeSignature')
    return `${document.timeSignature.beats}/${document.timeSignature.unit}`
  if (field === 'instrument') return INSTRUMENTS[document.instrument] ?? String(value)
  if (field === 'style') return STYLE_NAMES[document.style]
  if (field === 'mix') {
    return MIX_PARTS.map((part) => {
      const { volume, muted } = document.mix[part]
      return `${part} ${muted ? 'muted' : `${Math.round(volume * 100)}%`}`
    }).join(', ')
  }
  return String(value) || '(none)'
}

type Found = { bar: Bar; section: Section; index: number }

function findBar(document: SongDocument | null, id: string): Found | undefined {
  for (const section of document?.sections ?? []) {
    const index = section.bars.findIndex((bar) => bar.id === id)
    const bar = section.bars[index]
    if (bar) return { bar, section, index }
  }
  return undefined
}

const sectionName = (section: Section) => section.label.trim() || 'Untitled section'

function barDescription(found: Found | undefined): string {
  if (!found) return 'Removed'
  const words = barWords(found.bar).trim()
  const place = `${sectionName(found.section)}, bar ${found.index + 1}`
  return `| ${barText(found.bar.chords) || '–'} |${words ? ` “${words}”` : ''} (${place})`
}

function sectionDescription(section: Section | undefined): string {
  if (!section) return 'Removed'
  const repeat = section.repeat > 1 ? ` ×${section.repeat}` : ''
  const style = section.style ? ` (${STYLE_NAMES[section.style]})` : ''
  return `${sectionName(section)}${repeat}${style}: ${section.bars.map((bar) => barText(bar.chords)).join(' ')}`
}

/** What each conflict is, for the user to choose between both versions. */
export function describeConflicts(
  conflicts: readonly MergeConflict[],
  mine: SongDocument,
  theirs: SongDocument,
): Difference[] {
  return conflicts.map((conflict) => {
    if (conflict.kind === 'field') {
      return {
        key: conflict.field,
        where: FIELD_NAMES[conflict.field],
        mine: fieldText(mine, conflict.field),
        theirs: fieldText(theirs, conflict.field),
      }
    }
    if (conflict.kind === 'section') {
      const mineSection = mine.sections.find((s) => s.id === conflict.sectionId)
      const theirSection = theirs.sections.find((s) => s.id === conflict.sectionId)
      const name = sectionName((mineSection ?? theirSection) as Section)
      return {
        key: conflict.sectionId,
        where: `Section “${name}”`,
        mine: sectionDescription(mineSection),
        theirs: sectionDescription(theirSection),
      }
    }
    const mineBar = findBar(mine, conflict.barId)
    const theirBar = findBar(theirs, conflict.barId)
    const at = (mineBar ?? theirBar) as Found
    const parts = conflict.parts
      .map(
        (part) =>
          ({
            chords: 'chords',
            words: 'words',
            lineEnd: 'line break',
            removed: 'removed',
            place: 'moved',
          })[part],
      )
      .join(', ')
    return {
      key: conflict.barId,
      where: `${sectionName(at.section)}, bar ${at.index + 1}: ${parts}`,
      mine: barDescription(mineBar),
      theirs: barDescription(theirBar),
    }
  })
}
