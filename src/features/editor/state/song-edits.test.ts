import { describe, expect, it } from 'vitest'
import { fitBar } from '@/song/bar-edits'
import { usedChords } from '@/song/song-chords'
import { buildBar } from '@/testing/song-builders'
import {
  addSection,
  deleteSection,
  duplicateSection,
  moveSection,
  nextLabel,
  setRepeat,
  setTimeSignature,
  toggleBeats,
} from './song-edits'
import { testSong } from './test-song'

describe('song edits', () => {
  it('toggles a bar between one chord and a chord per beat', () => {
    const perBeat = toggleBeats(testSong(), { section: 0, bar: 0 })
    expect(perBeat.sections[0]?.bars[0]?.chords).toEqual(['C', '', '', ''])
    const back = toggleBeats(perBeat, { section: 0, bar: 1 })
    expect(back.sections[0]?.bars[1]?.chords).toEqual(['Am'])
  })

  it('adds sections with fresh labels, reorders, duplicates and deletes them', () => {
    const song = testSong()
    expect(nextLabel(song)).toBe('Bridge')
    expect(nextLabel(song, 'Verse')).toBe('Verse 2')
    const added = addSection(song, 2, 'Bridge')
    expect(added.sections.map((s) => s.label)).toEqual(['Verse', 'Chorus', 'Bridge'])
    expect(added.sections[2]?.bars).toHaveLength(4)
    expect(moveSection(added, 2, 0).sections.map((s) => s.label)).toEqual([
      'Bridge',
      'Verse',
      'Chorus',
    ])
    expect(moveSection(added, 0, 5)).toBe(added)
    const copied = duplicateSection(song, 0)
    const chordsOf = (index: number, doc = copied) => doc.sections[index]?.bars.map((b) => b.chords)
    expect(chordsOf(1)).toEqual(chordsOf(0, song))
    // A copy is a section of its own: no id of it is an id of the original.
    const ids = (index: number) => [
      copied.sections[index]?.id,
      ...(copied.sections[index]?.bars.map((b) => b.id) ?? []),
    ]
    expect(ids(1).some((id) => ids(0).includes(id))).toBe(false)
    expect(deleteSection(song, 0).sections.map((s) => s.label)).toEqual(['Chorus'])
  })

  it('keeps the repeat count between 1 and 16', () => {
    expect(setRepeat(testSong(), 0, 0).sections[0]?.repeat).toBe(1)
    expect(setRepeat(testSong(), 0, 99).sections[0]?.repeat).toBe(16)
    expect(setRepeat(testSong(), 0, Number.NaN).sections[0]?.repeat).toBe(1)
  })

  it('fits per-beat bars to a new time signature', () => {
    const waltz = setTimeSignature(testSong(), 3, 4)
    expect(waltz.timeSignature).toEqual({ beats: 3, unit: 4 })
    expect(waltz.sections[0]?.bars[1]?.chords).toEqual(['Am', '', 'F'])
    expect(waltz.sections[0]?.bars[0]?.chords).toEqual(['C'])
    expect(fitBar(buildBar(['A', 'B'], 0, 0), 4).chords).toEqual(['A', 'B', '', ''])
  })

  it('lists the chords a song uses in order', () => {
    expect(usedChords(testSong())).toEqual(['C', 'Am', 'F', 'G'])
  })
})
