import type { ChordCheck } from '@/music/chord-check'
import { listWords } from './text'

const are = (names: string[]) => (names.length === 1 ? 'is' : 'are')

/** What the page says of the notes played, as one sentence a screen reader can announce. */
export function chordCheckMessage(check: ChordCheck, label: string): string {
  switch (check.kind) {
    case 'empty':
      return `No notes yet: play ${label}.`
    case 'right': {
      const bass = check.inversion > 0 ? `, with ${check.bass} in the bass` : ''
      const fifth = check.withoutFifth
        ? ` The fifth, ${check.withoutFifth}, is left out, as pianists often do.`
        : ''
      return `Yes, that is ${label} in ${check.label}${bass}.${fifth}`
    }
    case 'wrong': {
      const parts = [
        check.missing.length > 0 && `${listWords(check.missing)} ${are(check.missing)} missing`,
        check.extra.length > 0 && `${listWords(check.extra)} ${are(check.extra)} not in the chord`,
      ].filter(Boolean)
      return `Not ${label} yet: ${parts.join('; ')}.`
    }
  }
}
