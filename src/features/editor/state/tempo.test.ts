import { describe, expect, it } from 'vitest'
import { MAX_BPM, MIN_BPM, tempoEdit } from './tempo'
import { testSong } from './test-song'

const bpmAfter = (bpm: number, announce?: boolean) => {
  const action = tempoEdit(bpm, announce)
  return action.type === 'edit' ? { bpm: action.edit(testSong()).bpm, say: action.announce } : {}
}

describe('tempo edits', () => {
  it('keep the tempo within its range, in whole beats a minute', () => {
    expect(bpmAfter(5)).toEqual({ bpm: MIN_BPM, say: undefined })
    expect(bpmAfter(1000).bpm).toBe(MAX_BPM)
    expect(bpmAfter(95.4).bpm).toBe(95)
  })

  it('say the new tempo when asked (a key pressed, not a number typed)', () => {
    expect(bpmAfter(95, true).say).toBe('95 bpm')
  })
})
