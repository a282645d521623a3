import { describe, expect, it } from 'vitest'
import { buildSections, buildSong, chordGrid } from '@/testing/song-builders'
import { mergeSongs } from './merge'
import type { Bar, Section, SongDocument } from './types'

const song = (sections: Section[], fields: Partial<SongDocument> = {}): SongDocument =>
  buildSong({
    name: 'Tide',
    tags: ['folk'],
    sections,
    ...fields,
  })

const base = song(
  buildSections([
    { label: 'Verse', bars: [['C'], ['Am'], ['F'], ['G']] },
    { label: 'Chorus', bars: [['F'], ['G'], ['C']] },
  ]),
)

type Edit = (doc: SongDocument) => SongDocument
const editBar =
  (section: number, bar: number, change: Partial<Bar>): Edit =>
  (doc) => ({
    ...doc,
    sections: doc.sections.map((s, i) =>
      i !== section
        ? s
        : { ...s, bars: s.bars.map((b, j) => (j === bar ? { ...b, ...change } : b)) },
    ),
  })
const editSection =
  (section: number, change: (s: Section) => Section): Edit =>
  (doc) => ({ ...doc, sections: doc.sections.map((s, i) => (i === section ? change(s) : s)) })
const newBar = (id: string, chord: string): Bar => ({
  id,
  chords: [chord],
  words: [''],
  lineEnd: false,
})

describe('mergeSongs', () => {
  it('takes either side when the other did not change', () => {
    const changed = editBar(0, 1, { chords: ['Em'] })(base)

    expect(mergeSongs(base, changed, base)).toEqual({ document: changed, conflicts: [] })
    expect(mergeSongs(base, base, changed)).toEqual({ document: changed, conflicts: [] })
    expect(mergeSongs(base, changed, changed)).toEqual({ document: changed, conflicts: [] })
  })

  it('merges edits of different bars', () => {
    const mine = editBar(0, 1, { chords: ['Em'] })(base)
    const theirs = editBar(1, 2, { chords: ['C7'] })(base)

    const { document, conflicts } = mergeSongs(base, mine, theirs)

    expect(conflicts).toEqual([])
    expect(chordGrid(document.sections)).toEqual([
      [['C'], ['Em'], ['F'], ['G']],
      [['F'], ['G'], ['C7']],
    ])
  })

  it('merges the chords of a bar on one side with its words on the other', () => {
    const chordsOnly = editBar(0, 0, { chords: ['C', '', 'G', ''], words: ['', '', '', ''] })(base)
    const wordsOnly = editBar(0, 0, { words: ['Out on the tide '] })(base)

    expect(mergeSongs(base, chordsOnly, wordsOnly).document.sections[0]?.bars[0]).toMatchObject({
      chords: ['C', '', 'G', ''],
      words: ['Out on the tide ', '', '', ''],
    })
  })

  it('asks when both changed the same bar’s chords, and takes the side preferred', () => {
    const mine = editBar(0, 1, { chords: ['Em'] })(base)
    const theirs = editBar(0, 1, { chords: ['Am7'] })(base)

    const theirsFirst = mergeSongs(base, mine, theirs)
    const mineFirst = mergeSongs(base, mine, theirs, 'mine')

    expect(theirsFirst.conflicts).toEqual([{ kind: 'bar', barId: 's1b2', parts: ['chords'] }])
    expect(theirsFirst.document.sections[0]?.bars[1]?.chords).toEqual(['Am7'])
    expect(mineFirst.document.sections[0]?.bars[1]?.chords).toEqual(['Em'])
  })

  it('asks when both changed the same field, merges different fields and tags as sets', () => {
    const mine = { ...base, name: 'Mine', bpm: 100, tags: ['folk', 'sea'] }
    const theirs = { ...base, name: 'Theirs', key: 'Am', tags: ['slow'] }

    const { document, conflicts } = mergeSongs(base, mine, theirs)

    expect(conflicts).toEqual([{ kind: 'field', field: 'name' }])
    expect(document).toMatchObject({ name: 'Theirs', bpm: 100, key: 'Am', tags: ['slow', 'sea'] })
  })

  it('keeps bars inserted on both sides, each after the bar it followed', () => {
    const mine = editSection(0, (s) => ({
      ...s,
      bars: [s.bars[0] as Bar, newBar('mine1', 'D'), ...s.bars.slice(1)],
    }))(base)
    const theirs = editSection(0, (s) => ({ ...s, bars: [...s.bars, newBar('their1', 'E')] }))(base)

    const { document, conflicts } = mergeSongs(base, mine, theirs)

    expect(conflicts).toEqual([])
    expect(document.sections[0]?.bars.map((bar) => bar.id)).toEqual([
      's1b1',
      'mine1',
      's1b2',
      's1b3',
      's1b4',
      'their1',
    ])
  })

  it('removes a bar removed on one side, and asks when the other side changed it', () => {
    const removed = editSection(0, (s) => ({ ...s, bars: s.bars.filter((b) => b.id !== 's1b3') }))(
      base,
    )
    const edited = editBar(0, 2, { chords: ['Fmaj7'] })(base)
    const elsewhere = editBar(1, 0, { chords: ['Dm'] })(base)

    expect(mergeSongs(base, removed, elsewhere).document.sections[0]?.bars).toHaveLength(3)
    const clash = mergeSongs(base, removed, edited)
    expect(clash.conflicts).toEqual([{ kind: 'bar', barId: 's1b3', parts: ['removed'] }])
    expect(clash.document.sections[0]?.bars[2]?.chords).toEqual(['Fmaj7'])
    expect(mergeSongs(base, removed, edited, 'mine').document.sections[0]?.bars).toHaveLength(3)
  })

  it('follows a section moved on one side while the other edits it', () => {
    const moved = { ...base, sections: [base.sections[1], base.sections[0]] as Section[] }
    const edited = editBar(0, 0, { chords: ['Cmaj7'] })(base)

    const { document, conflicts } = mergeSongs(base, moved, edited)

    expect(conflicts).toEqual([])
    expect(document.sections.map((s) => s.label)).toEqual(['Chorus', 'Verse'])
    expect(document.sections[1]?.bars[0]?.chords).toEqual(['Cmaj7'])
  })

  it('moves a bar to another section on one side while the other edits its words', () => {
    const verse = base.sections[0] as Section
    const chorus = base.sections[1] as Section
    const moved = {
      ...base,
      sections: [
        { ...verse, bars: verse.bars.slice(0, 3) },
        { ...chorus, bars: [...chorus.bars, verse.bars[3] as Bar] },
      ],
    }
    const worded = editBar(0, 3, { words: ['home '] })(base)

    const { document, conflicts } = mergeSongs(base, moved, worded)

    expect(conflicts).toEqual([])
    expect(document.sections[1]?.bars.at(-1)).toMatchObject({ id: 's1b4', words: ['home '] })
    expect(document.sections[0]?.bars).toHaveLength(3)
  })

  it('asks before removing a section the other side changed, and removes an untouched one', () => {
    const removed = { ...base, sections: base.sections.slice(0, 1) }
    const relabelled = editSection(1, (s) => ({ ...s, label: 'Refrain' }))(base)
    const barEdited = editBar(1, 0, { chords: ['Fm'] })(base)

    expect(
      mergeSongs(base, removed, editBar(0, 0, { chords: ['D'] })(base)).document.sections,
    ).toHaveLength(1)
    for (const theirs of [relabelled, barEdited]) {
      const clash = mergeSongs(base, removed, theirs)
      expect(clash.conflicts).toEqual([{ kind: 'section', sectionId: 's2', parts: ['removed'] }])
      expect(clash.document.sections).toHaveLength(2)
      expect(mergeSongs(base, removed, theirs, 'mine').document.sections).toHaveLength(1)
    }
  })

  it('fits the other side’s bars to a time signature changed on one side', () => {
    const waltz = {
      ...base,
      timeSignature: { beats: 3, unit: 4 },
      sections: base.sections.map((s) => ({ ...s, label: s.label })),
    }
    const split = editBar(1, 0, { chords: ['F', '', 'G', ''], words: ['a ', '', 'b ', ''] })(base)

    const { document } = mergeSongs(base, waltz, split)

    expect(document.sections[1]?.bars[0]?.chords).toHaveLength(3)
    expect(document.sections[1]?.bars[0]?.words.join('')).toBe('a b ')
  })
})
