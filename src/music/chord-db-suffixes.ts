import type { QualityId } from './chord-catalog'

// How the chord database (@tombatossals/chords-db) names our chord kinds. Kinds it lacks (the power
// chord, maj7♯11, 9sus4, 13sus4) keep their hand-written shapes.
export const CHORD_DB_SUFFIX: Partial<Record<QualityId, string>> = {
  major: 'major',
  minor: 'minor',
  dim: 'dim',
  aug: 'aug',
  sus2: 'sus2',
  sus4: 'sus4',
  '6': '6',
  m6: 'm6',
  '7': '7',
  maj7: 'maj7',
  m7: 'm7',
  m7b5: 'm7b5',
  dim7: 'dim7',
  '9': '9',
  maj9: 'maj9',
  m9: 'm9',
  add9: 'add9',
  '11': '11',
  '13': '13',
  '7sus4': '7sus4',
  '69': '69',
  mMaj7: 'mmaj7',
  '7b9': '7b9',
  '7#9': '7#9',
  '7b5': '7b5',
  '7#5': 'aug7',
  m11: 'm11',
}
