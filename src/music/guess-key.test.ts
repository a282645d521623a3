import { describe, expect, it } from 'vitest'
import { guessKey, rankKeys } from './guess-key'

describe('guessKey', () => {
  it.each([
    [['G', 'D', 'Em', 'C', 'G'], 'G'],
    [['C', 'G', 'Am', 'F'], 'C'],
    [['Am', 'F', 'C', 'G', 'Am'], 'Am'],
    [['Em', 'C', 'G', 'D', 'Em'], 'Em'],
    [['Am', 'Dm', 'E7', 'Am'], 'Am'],
    [['D', 'A', 'Bm', 'G', 'D'], 'D'],
    [['Eb', 'Ab', 'Bb7', 'Eb'], 'Eb'],
    [['F', 'Bb', 'C7', 'F'], 'F'],
    [['C', 'F', 'Bb', 'C'], 'C'],
    [['Dm7', 'G7', 'Cmaj7'], 'C'],
    [['Gb', 'Db', 'Ebm', 'Cb', 'Gb'], 'Gb'],
    [['F#', 'C#', 'D#m', 'B', 'F#'], 'F#'],
    [['C#m', 'A', 'E', 'B', 'C#m'], 'C#m'],
  ])('%j is in %s', (chords, key) => {
    expect(guessKey(chords)).toBe(key)
  })

  it('ignores non-chords and gives up on none', () => {
    expect(guessKey(['', 'Xq7', 'G', 'C', 'D', 'G'])).toBe('G')
    expect(guessKey([])).toBe('')
    expect(guessKey(['nope'])).toBe('')
  })

  it('ranks every key, best first', () => {
    const ranked = rankKeys(['C', 'F', 'G', 'C'])
    expect(ranked).toHaveLength(24)
    expect(ranked[0]?.key).toBe('C')
    expect(ranked.map((k) => k.score)).toEqual(
      [...ranked.map((k) => k.score)].sort((a, b) => b - a),
    )
  })
})
