import { describe, expect, it } from 'vitest'
import { mergeSongs } from '@/song/merge'
import type { SongDocument } from '@/song/types'
import { buildSections, buildSong } from '@/testing/song-builders'
import { describeConflicts } from './conflict-differences'

const song = (fields: Partial<SongDocument>): SongDocument =>
  buildSong({
    name: 'Tide',
    sections: buildSections([{ label: 'Verse', bars: [['C'], ['Am'], ['F']] }]),
    ...fields,
  })

describe('describeConflicts', () => {
  it('names the bar, the field or the section, and what each version has there', () => {
    const base = song({})
    const mine = song({
      name: 'Mine',
      sections: buildSections([
        { label: 'Verse', bars: [['C'], { chords: ['Em'], words: ['out '] }, ['F']] },
      ]),
    })
    const theirs = song({
      name: 'Theirs',
      sections: buildSections([{ label: 'Verse', bars: [['C'], ['Am7'], ['F']] }]),
    })

    const { conflicts } = mergeSongs(base, mine, theirs)

    expect(describeConflicts(conflicts, mine, theirs)).toEqual([
      { key: 'name', where: 'Name', mine: 'Mine', theirs: 'Theirs' },
      {
        key: 's1b2',
        where: 'Verse, bar 2: chords',
        mine: '| Em | “out” (Verse, bar 2)',
        theirs: '| Am7 | (Verse, bar 2)',
      },
    ])
  })

  it('says Removed for a bar one side removed', () => {
    const base = song({})
    const verse = base.sections[0]
    if (!verse) throw new Error('no verse')
    const mine = song({
      sections: [{ ...verse, bars: verse.bars.filter((bar) => bar.id !== 's1b2') }],
    })
    const theirs = song({
      sections: buildSections([{ label: 'Verse', bars: [['C'], ['D'], ['F']] }]),
    })

    const { conflicts } = mergeSongs(base, mine, theirs)

    expect(describeConflicts(conflicts, mine, theirs)).toMatchObject([
      { where: 'Verse, bar 2: removed', mine: 'Removed', theirs: '| D | (Verse, bar 2)' },
    ])
  })
})
