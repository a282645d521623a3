import { MIX_PARTS } from '@/audio/mix'
import { isStyleId } from '@/audio/styles/style-ids'
import { tidyChord } from '@/music/chord-symbol'
import { tidyKey } from '@/music/key-name'
import { isId } from './ids'
import {
  BAR_WORDS_MAX_LENGTH,
  BARS_PER_SECTION_MAX,
  BPM_MAX,
  BPM_MIN,
  CHORD_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REPEAT_MAX,
  SECTIONS_MAX,
  SONG_WORDS_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TIME_SIGNATURE_BEATS_MAX,
  TIME_SIGNATURE_UNITS,
} from './limits'
import type { SongDocument } from './types'

// What makes a SongDocument valid, checked rule by rule. The decoder's output always passes;
// the editor can check its own edits with it before saving.

const between = (n: number, low: number, high: number) =>
  Number.isInteger(n) && n >= low && n <= high

/** Every rule the document breaks, in words; [] for a valid document. */
export function songDocumentErrors(document: SongDocument): string[] {
  const errors: string[] = []
  const check = (ok: boolean, error: string) => {
    if (!ok) errors.push(error)
  }
  const { name, bpm, timeSignature, instrument, key, tags, description, sections } = document
  check(typeof name === 'string' && name.length <= NAME_MAX_LENGTH, 'name')
  check(between(bpm, BPM_MIN, BPM_MAX), 'bpm')
  check(between(timeSignature.beats, 1, TIME_SIGNATURE_BEATS_MAX), 'time signature beats')
  check(TIME_SIGNATURE_UNITS.includes(timeSignature.unit), 'time signature unit')
  check([0, 1, 2].includes(instrument), 'instrument')
  check(key === '' || tidyKey(key) === key, `key ${key}`)
  check(tags.length <= TAGS_MAX && new Set(tags).size === tags.length, 'tags')
  for (const tag of tags) check(tag === tag.trim() && between(tag.length, 1, TAG_MAX_LENGTH), 'tag')
  check(
    typeof description === 'string' && description.length <= DESCRIPTION_MAX_LENGTH,
    'description',
  )
  check(isStyleId(document.style), 'style')
  for (const part of MIX_PARTS) {
    const channel = document.mix[part]
    check(
      channel.volume >= 0 && channel.volume <= 1 && typeof channel.muted === 'boolean',
      `${part} mix`,
    )
  }
  check(sections.length <= SECTIONS_MAX, 'sections')
  const ids = new Set<string>()
  let words = 0
  sections.forEach((section, s) => {
    const where = `section ${s + 1}`
    check(
      typeof section.label === 'string' && section.label.length <= LABEL_MAX_LENGTH,
      `${where} label`,
    )
    check(between(section.repeat, 1, REPEAT_MAX), `${where} repeat`)
    check(section.style === undefined || isStyleId(section.style), `${where} style`)
    check(section.bars.length <= BARS_PER_SECTION_MAX, `${where} bars`)
    check(isId(section.id) && !ids.has(section.id), `${where} id`)
    ids.add(section.id)
    section.bars.forEach((bar, b) => {
      const at = `${where} bar ${b + 1}`
      check(isId(bar.id) && !ids.has(bar.id), `${at} id`)
      ids.add(bar.id)
      const { chords } = bar
      check(chords.length === 1 || chords.length === timeSignature.beats, `${at} length`)
      for (const slot of chords) {
        check(
          slot === '' || (slot.length <= CHORD_MAX_LENGTH && tidyChord(slot) === slot),
          `${at} chord ${slot}`,
        )
      }
      check(bar.words.length === chords.length, `${at} words length`)
      check(
        bar.words.every((part, i) => part === '' || i === 0 || chords[i] !== ''),
        `${at} words on a held beat`,
      )
      const length = bar.words.reduce((sum, part) => sum + part.length, 0)
      check(length <= BAR_WORDS_MAX_LENGTH, `${at} words`)
      words += length
    })
  })
  check(words <= SONG_WORDS_MAX_LENGTH, 'words')
  return errors
}

export const isValidSongDocument = (document: SongDocument): boolean =>
  songDocumentErrors(document).length === 0
