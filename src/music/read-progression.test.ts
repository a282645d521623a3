// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allChords } from './chord-catalog'
import { progressionParam } from './progression-param'
import { progressionsFor } from './progressions'
import { PROGRESSION_MAX_CHORDS, readProgression } from './read-progression'

describe('reading a progression from an editor link', () => {
  it('reads back every progression the chord pages link to', () => {
    for (const spec of allChords().slice(0, 60)) {
      for (const progression of progressionsFor(spec)) {
        expect(readProgression(progressionParam(progression))).toEqual(
          progression.chords.map((chord) => chord.symbol),
        )
      }
    }
    expect(readProgression('C-G-Am-F')).toEqual(['C', 'G', 'Am', 'F'])
  })

  it('refuses what is not a list of chords', () => {
    for (const value of [
      null,
      '',
      'C--G',
      'C-Hm',
      'C-<script>',
      `C${'-C'.repeat(PROGRESSION_MAX_CHORDS)}`,
    ])
      expect(readProgression(value), String(value)).toBeUndefined()
  })
})
