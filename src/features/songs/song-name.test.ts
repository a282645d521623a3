import { describe, expect, it } from 'vitest'
import { copyName, SONG_NAME_MAX_CHARS, songNameProblem } from './song-name'

describe('songNameProblem', () => {
  it.each(['', '   ', '\n\t'])('refuses the blank name %j', (name) => {
    expect(songNameProblem(name)).toBe('A song needs a name.')
  })

  it('refuses a name longer than the limit, counting after trimming', () => {
    expect(songNameProblem('a'.repeat(SONG_NAME_MAX_CHARS + 1))).toBe(
      'A song name can be at most 200 characters.',
    )
    expect(songNameProblem(`  ${'a'.repeat(SONG_NAME_MAX_CHARS)}  `)).toBeUndefined()
  })

  it('accepts an ordinary name', () => {
    expect(songNameProblem('Late Train')).toBeUndefined()
  })
})

describe('copyName', () => {
  it.each([
    ['Late Train', 'Late Train (copy)'],
    ['Late Train (copy)', 'Late Train (copy 2)'],
    ['Late Train (copy 2)', 'Late Train (copy 3)'],
    ['Late Train (copy 9) ', 'Late Train (copy 10)'],
    ['(copy)', '(copy) (copy)'],
    ['', 'New song (copy)'],
  ])('names the copy of %j %j', (name, expected) => {
    expect(copyName(name)).toBe(expected)
  })

  it('shortens a long name so the copy still fits', () => {
    const copy = copyName('a'.repeat(SONG_NAME_MAX_CHARS))

    expect(copy).toHaveLength(SONG_NAME_MAX_CHARS)
    expect(copy.endsWith(' (copy)')).toBe(true)
  })
})
