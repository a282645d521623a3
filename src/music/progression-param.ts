import type { Progression } from './progressions'

/** The editor's query value: chord symbols joined by dashes ("C-G-Am-F"). */
export const progressionParam = (progression: Pick<Progression, 'chords'>): string =>
  progression.chords.map((chord) => chord.symbol).join('-')
