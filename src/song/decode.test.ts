import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { DEFAULT_SONG } from '@/config/constants'
import { buildSections } from '@/testing/song-builders'
import { decodeSong } from './decode'
import { isValidSongDocument } from './validate'

const record = (fields: Record<string, unknown>) => ({
  name: 'Song',
  bpm: 100,
  timesignature: '4/4',
  instrument: 1,
  key: 'G',
  tags: ['folk'],
  description: 'A song',
  version: 1,
  tablecontent: [[['G'], ['Em', '', 'C', 'D']]],
  labelcontent: [{ label: 'Verse', repeat: 2 }],
  ...fields,
})

describe('decodeSong', () => {
  it('reads a valid record without problems', () => {
    const { document, problems } = decodeSong({ ...record({}), id: 'abc', user: 'u1' })
    expect(problems).toEqual([])
    expect(document).toEqual({
      name: 'Song',
      bpm: 100,
      timeSignature: { beats: 4, unit: 4 },
      instrument: 1,
      key: 'G',
      tags: ['folk'],
      description: 'A song',
      style: 'block',
      mix: DEFAULT_MIX,
      sections: buildSections([{ label: 'Verse', repeat: 2, bars: [['G'], ['Em', '', 'C', 'D']] }]),
    })
  })

  it('gives a new record (the default song, no key, no tags) as an empty song', () => {
    const { document, problems } = decodeSong({ ...DEFAULT_SONG, timesignature: '4/4', key: '' })
    expect(problems).toEqual([])
    expect(document).toMatchObject({
      name: 'New song',
      bpm: 60,
      instrument: 0,
      key: '',
      tags: [],
      sections: [],
    })
  })

  it.each([null, undefined, 42, 'song', [], true])(
    'opens %j as an empty song with a problem',
    (value) => {
      const { document, problems } = decodeSong(value)
      expect(document).toMatchObject({ name: 'New song', bpm: 60, sections: [] })
      expect(document.timeSignature).toEqual({ beats: 4, unit: 4 })
      expect(problems[0]).toMatch(/not a song document/)
    },
  )

  it('empties a bad chord and says where it was', () => {
    const { document, problems } = decodeSong(
      record({
        tablecontent: [[['C']], [['C'], ['D'], ['Xq7'], ['Em', 'Hm', '', 'G']]],
        labelcontent: ['A', 'B'],
      }),
    )
    expect(document.sections[1]?.bars.map((bar) => bar.chords)).toEqual([
      ['C'],
      ['D'],
      [''],
      ['Em', '', '', 'G'],
    ])
    expect(problems).toEqual([
      'Section 2, bar 3: "Xq7" is not a chord; left empty.',
      'Section 2, bar 4, beat 2: "Hm" is not a chord; left empty.',
    ])
  })

  it('tidies chords as typed (am7 → Am7, C♯ → C#)', () => {
    const { document, problems } = decodeSong(record({ tablecontent: [[['am7'], ['C♯m7b5']]] }))
    expect(document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([['Am7'], ['C#m7b5']])
    expect(problems).toEqual([])
  })

  it('pads short bars and cuts long ones to the beats', () => {
    const { document, problems } = decodeSong(
      record({
        tablecontent: [[['C', 'F'], ['C', '', '', '', 'G', 'A'], ['D', '', '', '', '', ''], []]],
      }),
    )
    expect(document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([
      ['C', 'F', '', ''],
      ['C', '', '', ''],
      ['D', '', '', ''],
      [''],
    ])
    expect(problems).toEqual([
      'Section 1, bar 1 had 2 slots for 4 beats; filled with empty beats.',
      'Section 1, bar 2 had 6 slots for 4 beats; chords past the last beat dropped.',
      'Section 1, bar 3 had 6 slots for 4 beats; cut to the beats.',
      'Section 1, bar 4 had no slots; left empty.',
    ])
  })

  it('measures bars against the time signature', () => {
    const { document, problems } = decodeSong(
      record({
        timesignature: '3/4',
        tablecontent: [
          [
            ['C', '', 'G'],
            ['C', '', '', ''],
          ],
        ],
      }),
    )
    expect(document.timeSignature).toEqual({ beats: 3, unit: 4 })
    expect(document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([
      ['C', '', 'G'],
      ['C', '', ''],
    ])
    expect(problems).toHaveLength(1)
  })

  it('reads labels as strings or {label, repeat} and repairs the rest', () => {
    const { document, problems } = decodeSong(
      record({
        tablecontent: [[], [], [], [], [], []],
        labelcontent: [
          'Intro',
          { label: 'Verse', repeat: 3 },
          { label: 'Chorus' },
          7,
          { label: 'Solo', repeat: 99 },
        ],
      }),
    )
    expect(document.sections.map(({ label, repeat }) => [label, repeat])).toEqual([
      ['Intro', 1],
      ['Verse', 3],
      ['Chorus', 1],
      ['Section 4', 1],
      ['Solo', 16],
      ['Section 6', 1],
    ])
    expect(problems).toEqual([
      'Section 4: the label 7 is not a label; named "Section 4".',
      'Section 5: the repeat count 99 is not 1 to 16; set to 16.',
      'Section 6 had no label; named "Section 6".',
    ])
  })

  it('keeps labels that have no bars as empty sections', () => {
    const { document, problems } = decodeSong(record({ tablecontent: [], labelcontent: ['Intro'] }))
    expect(document.sections).toEqual(buildSections([{ label: 'Intro', bars: [] }]))
    expect(problems).toEqual(['Section 1 had no bars.'])
  })

  it.each([
    [{ bpm: 500 }, { bpm: 300 }, 'The tempo 500 bpm is outside 20–300; set to 300 bpm.'],
    [{ bpm: 5 }, { bpm: 20 }, 'The tempo 5 bpm is outside 20–300; set to 20 bpm.'],
    [{ bpm: 'fast' }, { bpm: 60 }, 'The tempo "fast" is not a number; set to 60 bpm.'],
    [
      { timesignature: '5/3' },
      { timeSignature: { beats: 4, unit: 4 } },
      'The time signature "5/3" is not one we can play; set to 4/4.',
    ],
    [
      { timesignature: '17/4' },
      { timeSignature: { beats: 4, unit: 4 } },
      'The time signature "17/4" is not one we can play; set to 4/4.',
    ],
    [
      { instrument: 3 },
      { instrument: 0 },
      'The instrument 3 is not piano (0), guitar (1) or ukulele (2); set to piano.',
    ],
    [{ key: 'H#' }, { key: '' }, 'The key "H#" is not a key; left unset (the editor guesses it).'],
    [{ name: 12 }, { name: 'New song' }, 'The name 12 is not text; named "New song".'],
    [{ tags: 'a,b' }, { tags: [] }, 'The tags "a,b" are not a list; left empty.'],
    [{ tags: ['a', 3, ' a ', ''] }, { tags: ['a'] }, 'The tag 3 is not text; dropped.'],
    [{ description: {} }, { description: '' }, 'The description {} is not text; left empty.'],
  ])('repairs %j', (fields, expected, problem) => {
    const { document, problems } = decodeSong(record(fields))
    expect(document).toMatchObject(expected)
    expect(problems).toEqual([problem])
  })

  it('tidies keys and time signatures without complaint', () => {
    const { document, problems } = decodeSong(
      record({ key: 'e minor', timesignature: ' 6 / 8 ', tablecontent: [[['Em']]] }),
    )
    expect(document.key).toBe('Em')
    expect(document.timeSignature).toEqual({ beats: 6, unit: 8 })
    expect(problems).toEqual([])
  })

  it('reads a time signature never set (PocketBase keeps it as "") as 4/4, quietly', () => {
    const { document, problems } = decodeSong(record({ timesignature: '' }))
    expect(document.timeSignature).toEqual({ beats: 4, unit: 4 })
    expect(problems).toEqual([])
  })

  it('recovers every valid part of a badly broken document', () => {
    const { document, problems } = decodeSong({
      name: 'Broken',
      bpm: null,
      timesignature: 44,
      instrument: 'guitar',
      tablecontent: [[['C'], 'G', 5, ['Am', null, 'F', 'nope']], 'junk', [['D']]],
      labelcontent: [{ label: 'Verse', repeat: 'twice' }, null],
    })
    expect(isValidSongDocument(document)).toBe(true)
    expect(document.name).toBe('Broken')
    expect(document.sections).toEqual(
      buildSections([
        { label: 'Verse', bars: [['C'], ['G'], [''], ['Am', '', 'F', '']] },
        { label: 'Section 2', bars: [] },
        { label: 'Section 3', bars: [['D']] },
      ]),
    )
    expect(problems.length).toBeGreaterThanOrEqual(7)
  })

  it('reads JSON fields stored as text', () => {
    const { document } = decodeSong(
      record({ tablecontent: '[[["C"]]]', labelcontent: '[{"label":"Intro","repeat":1}]' }),
    )
    expect(document.sections).toEqual(buildSections([{ label: 'Intro', bars: [['C']] }]))
  })

  it('cuts huge documents to the limits and lists problems only up to a point', () => {
    const bars = Array.from({ length: 2000 }, () => ['Xq7'])
    const { document, problems } = decodeSong(
      record({ tablecontent: Array.from({ length: 200 }, () => bars), labelcontent: [] }),
    )
    expect(document.sections).toHaveLength(64)
    expect(document.sections[0]?.bars).toHaveLength(512)
    expect(problems).toHaveLength(51)
    expect(problems.at(-1)).toMatch(/^…and \d+ more problems$/)
  })
})

describe('decodeSong words and ids (version 2)', () => {
  const v2 = (tablecontent: unknown) => record({ version: 2, tablecontent })

  it('keeps stored ids, words and line ends', () => {
    const { document, problems } = decodeSong(
      v2([
        {
          id: 'verse1',
          bars: [
            { id: 'a1', chords: ['Am', '', 'F', ''], words: ['Hello ', '', 'dark', ''] },
            { id: 'a2', chords: ['G'], words: ['ness'], lineEnd: true },
          ],
        },
      ]),
    )
    expect(problems).toEqual([])
    expect(document.sections[0]).toEqual({
      id: 'verse1',
      label: 'Verse',
      repeat: 2,
      bars: [
        {
          id: 'a1',
          chords: ['Am', '', 'F', ''],
          words: ['Hello ', '', 'dark', ''],
          lineEnd: false,
        },
        { id: 'a2', chords: ['G'], words: ['ness'], lineEnd: true },
      ],
    })
  })

  it('gives a version-1 song the ids of its places, the same each time it is read', () => {
    const once = decodeSong(record({})).document
    expect(once.sections.map((s) => [s.id, ...s.bars.map((b) => b.id)])).toEqual([
      ['s1', 's1b1', 's1b2'],
    ])
    expect(decodeSong(record({})).document).toEqual(once)
  })

  it('replaces a missing, malformed or repeated id', () => {
    const { document } = decodeSong(
      v2([
        {
          id: 'x',
          bars: [
            { id: 'x', chords: ['C'] },
            { id: 'bad id!', chords: ['D'] },
          ],
        },
        { bars: [{ id: 's2', chords: ['E'] }] },
      ]),
    )
    const ids = document.sections.flatMap((s) => [s.id, ...s.bars.map((b) => b.id)])
    expect(ids).toEqual(['x', 's1b1', 's1b2', 's2', 's2b1'])
    expect(isValidSongDocument(document)).toBe(true)
  })

  it('never drops words for their place: a held beat or past the bar joins the chord before', () => {
    const { document } = decodeSong(
      v2([
        {
          id: 'v',
          bars: [
            { id: 'b', chords: ['C', '', 'G', ''], words: ['one', 'two', 'three ', '', 'four'] },
          ],
        },
      ]),
    )
    expect(document.sections[0]?.bars[0]?.words).toEqual(['one two', '', 'three four', ''])
  })

  it('reads words given as text for the whole bar, and leaves out what is not text', () => {
    const { document, problems } = decodeSong(
      v2([
        {
          id: 'v',
          bars: [
            { id: 'b', chords: ['C'], words: 'la la' },
            { id: 'c', chords: ['D'], words: [5] },
          ],
        },
      ]),
    )
    expect(document.sections[0]?.bars.map((bar) => bar.words)).toEqual([['la la'], ['']])
    expect(problems).toEqual(['Section 1, bar 2: the words 5 are not text; left out.'])
  })

  it('cuts words past the limits of a bar and of a song', () => {
    const bars = Array.from({ length: 120 }, (_, i) => ({
      id: `b${i}`,
      chords: ['C'],
      words: ['a'.repeat(i === 0 ? 300 : 190)],
    }))
    const { document, problems } = decodeSong(v2([{ id: 'v', bars }]))
    const lengths = document.sections[0]?.bars.map((bar) => bar.words[0]?.length ?? 0) ?? []
    expect(lengths[0]).toBe(200)
    expect(lengths.reduce((sum, n) => sum + n, 0)).toBe(20_000)
    expect(lengths.slice(105)).toEqual([40, ...Array(14).fill(0)])
    expect(problems).toEqual([
      'Section 1, bar 1: the words were longer than 200 characters; cut short.',
      "Section 1, bar 106: the song's words were longer than 20000 characters; the rest left out.",
    ])
    expect(isValidSongDocument(document)).toBe(true)
  })

  it('reads a version-1 bar inside a version-2 section', () => {
    const { document } = decodeSong(v2([{ id: 'v', bars: [['C'], { id: 'q', chords: ['D'] }] }]))
    expect(document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([['C'], ['D']])
  })
})

describe('decodeSong versions', () => {
  it('reads a document without a version (or version 0) as version 1', () => {
    for (const version of [undefined, null, 0]) {
      const { document, problems } = decodeSong(record({ version }))
      expect(problems).toEqual([])
      expect(document.sections[0]?.label).toBe('Verse')
    }
  })

  it('reads what fits of a newer version and says so', () => {
    const { document, problems } = decodeSong(
      record({ version: 3, tablecontent: [{ bars: [{ chords: ['C'], melody: [60] }] }] }),
    )
    expect(problems[0]).toMatch(/format version 3, newer than this Songpad knows \(2\)/)
    expect(document.name).toBe('Song')
    expect(document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([['C']])
  })

  it('reads a nonsense version as version 1 with a problem', () => {
    const { problems } = decodeSong(record({ version: 'x' }))
    expect(problems).toEqual(['The format version "x" is not a version; read as version 1.'])
  })
})
