import { describe, expect, it } from 'vitest'
import { testSong } from './test-song'
import { nextBarWords, nextWordsField, shownWords, wordSlots, wordsOwner } from './words-flow'

// The test song: Verse | C | Am . F . | G | - |, Chorus | F | G |.
const doc = testSong()
function verseBar(index: number) {
  const bar = doc.sections[0]?.bars[index]
  if (!bar) throw new Error(`No bar ${index}`)
  return bar
}

describe('the words fields', () => {
  it('sit under slot 0 and under each slot where a chord starts', () => {
    expect(wordSlots(verseBar(0))).toEqual([0])
    expect(wordSlots(verseBar(1))).toEqual([0, 2])
    expect(wordsOwner(verseBar(1), 1)).toBe(0)
    expect(wordsOwner(verseBar(1), 3)).toBe(2)
  })

  it('go on with Tab to the next chord change, the next bar, then the next section', () => {
    const first = { section: 0, bar: 0, slot: 0 }
    const walk = [first]
    for (let at = nextWordsField(doc, first, true); at; at = nextWordsField(doc, at, true))
      walk.push(at)
    expect(walk.map(({ section, bar, slot }) => `${section}-${bar}-${slot}`)).toEqual([
      '0-0-0',
      '0-1-0',
      '0-1-2',
      '0-2-0',
      '0-3-0',
      '1-0-0',
      '1-1-0',
    ])
  })

  it('go back with Shift+Tab, into the previous bar’s last chord change', () => {
    expect(nextWordsField(doc, { section: 0, bar: 2, slot: 0 }, false)).toEqual({
      section: 0,
      bar: 1,
      slot: 2,
    })
    expect(nextWordsField(doc, { section: 1, bar: 0, slot: 0 }, false)).toEqual({
      section: 0,
      bar: 3,
      slot: 0,
    })
    expect(nextWordsField(doc, { section: 0, bar: 0, slot: 0 }, false)).toBeUndefined()
  })

  it('start a new line on the next bar with Enter, across sections', () => {
    expect(nextBarWords(doc, { section: 0, bar: 1 })).toEqual({ section: 0, bar: 2, slot: 0 })
    expect(nextBarWords(doc, { section: 0, bar: 3 })).toEqual({ section: 1, bar: 0, slot: 0 })
    expect(nextBarWords(doc, { section: 1, bar: 1 })).toBeUndefined()
  })

  it('show the words without the space typed words keep', () => {
    expect(shownWords('Hello ')).toBe('Hello')
    expect(shownWords('Hel-')).toBe('Hel-')
  })
})
