import { transpose } from '@tonaljs/note'
import {
  type ChordSpec,
  catalogChord,
  chordSlug,
  enharmonicRoot,
  type QualityId,
} from './chord-catalog'
import { KEY_TRIADS, keyScale, practicalKey } from './keys'
import { displayNote } from './note-names'

export type RelatedChord = { chord: ChordSpec; relation: string }

// Chords on the same root that a player reaches for next.
const SIBLINGS: Record<QualityId, QualityId[]> = {
  major: ['minor', '7', 'maj7', '6', 'sus4', 'sus2', 'add9', '5'],
  minor: ['major', 'm7', 'm6', 'm9', 'dim', 'mMaj7'],
  dim: ['minor', 'dim7', 'm7b5'],
  aug: ['major', '7', 'maj7', '7#5'],
  sus2: ['sus4', 'major', 'add9'],
  sus4: ['sus2', 'major', '7sus4'],
  '6': ['major', 'maj7', 'm6', '69'],
  m6: ['minor', 'm7', '6'],
  '7': ['major', '9', '13', '7sus4', 'maj7', '7b9', '7#9'],
  maj7: ['major', 'maj9', '7', 'm7', '6', 'maj7#11'],
  m7: ['minor', 'm9', '7', 'm7b5', 'm11'],
  m7b5: ['dim', 'dim7', 'm7'],
  dim7: ['dim', 'm7b5', '7'],
  '9': ['7', '11', '13', 'maj9', 'add9'],
  maj9: ['maj7', 'add9', '9'],
  m9: ['m7', 'minor', '9', 'm11'],
  add9: ['major', 'sus2', 'maj9'],
  '11': ['9', '13', '7sus4', '9sus4'],
  '13': ['9', '11', '7', '13sus4'],
  '7sus4': ['7', 'sus4', '11', '9sus4'],
  '5': ['major', 'minor', 'sus4', 'sus2'],
  '69': ['6', 'add9', 'maj9', 'major'],
  mMaj7: ['minor', 'm7', 'm6', 'maj7'],
  '7b9': ['7', '9', '7#9', '13'],
  '7#9': ['7', '9', '7b9', '7#5'],
  '7b5': ['7', '7#5', 'm7b5'],
  '7#5': ['aug', '7', '7b5'],
  m11: ['m7', 'm9', 'minor', '11'],
  'maj7#11': ['maj7', 'maj9', 'major'],
  '13sus4': ['13', '9sus4', '7sus4'],
  '9sus4': ['7sus4', '11', '9', '13sus4'],
}

const MAJOR_FAMILY = new Set<QualityId>([
  'major',
  '6',
  '69',
  'maj7',
  'maj9',
  'add9',
  'sus2',
  'sus4',
])
const MINOR_FAMILY = new Set<QualityId>(['minor', 'm6', 'm7', 'm9', 'm11'])

function homeKeyTriads(spec: ChordSpec): RelatedChord[] {
  const { id } = spec.quality
  const major = MAJOR_FAMILY.has(id)
  if (!major && !MINOR_FAMILY.has(id)) return []
  // In the key as it is usually written: D# major's neighbours are spelled from Eb major.
  const key = practicalKey({ tonic: spec.root.name, mode: major ? 'major' : 'minor' })
  const keyLabel = `${displayNote(key.tonic)} ${key.mode}`
  const qualities = KEY_TRIADS[key.mode]
  return keyScale(key)
    .slice(1)
    .flatMap((root, index) => {
      const chord = catalogChord(root, qualities[index + 1] ?? 'major')
      return chord ? [{ chord, relation: `In the key of ${keyLabel}` }] : []
    })
}

function relative(spec: ChordSpec): RelatedChord[] {
  const { id } = spec.quality
  const toMinor: Partial<Record<QualityId, QualityId>> = { major: 'minor', maj7: 'm7' }
  const toMajor: Partial<Record<QualityId, QualityId>> = { minor: 'major', m7: 'maj7' }
  if (toMinor[id]) {
    const chord = catalogChord(transpose(spec.root.name, '-3m'), toMinor[id])
    return chord ? [{ chord, relation: 'Relative minor' }] : []
  }
  if (toMajor[id]) {
    const chord = catalogChord(transpose(spec.root.name, '3m'), toMajor[id])
    return chord ? [{ chord, relation: 'Relative major' }] : []
  }
  return []
}

/** Chords worth a look from this one: its other spelling, its relatives and its neighbours. */
export function relatedChords(spec: ChordSpec): RelatedChord[] {
  const twin = enharmonicRoot(spec.root)
  const candidates: RelatedChord[] = [
    ...(twin
      ? [{ chord: { root: twin, quality: spec.quality }, relation: 'Same keys, other name' }]
      : []),
    ...relative(spec),
    ...SIBLINGS[spec.quality.id].flatMap((id) => {
      const chord = catalogChord(spec.root.name, id)
      return chord ? [{ chord, relation: `Also on ${displayNote(spec.root.name)}` }] : []
    }),
    ...homeKeyTriads(spec),
  ]
  const seen = new Set([chordSlug(spec)])
  return candidates.filter(({ chord }) => {
    const slug = chordSlug(chord)
    if (seen.has(slug)) return false
    seen.add(slug)
    return true
  })
}
