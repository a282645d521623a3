import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { songDocumentArbitrary } from '@/song/song-arbitraries'
import type { Section, SongDocument } from '@/song/types'
import { buildSections, buildSong } from '@/testing/song-builders'
import { playbackEvents, playedBars } from './playback-plan'

const song = (sections: Section[], fields: Partial<SongDocument> = {}): SongDocument =>
  buildSong({
    name: 'Test',
    bpm: 120,
    key: 'C',
    sections,
    ...fields,
  })

const brief = (events: ReturnType<typeof playbackEvents>) =>
  events.map(({ bar, beat, beats, symbol }) => [bar, beat, beats, symbol])

// Verse (twice): | C | Am . F . |, Chorus: | G | (rings on) |
const verseAndChorus = song(
  buildSections([
    { label: 'Verse', repeat: 2, bars: [['C'], ['Am', '', 'F', '']] },
    { label: 'Chorus', repeat: 1, bars: [['G'], ['']] },
  ]),
)

describe('playedBars', () => {
  it('unrolls the repeats in order, each bar timeSignature.beats long', () => {
    expect(
      playedBars(verseAndChorus).map((b) => [b.bar, b.sourceBar.section, b.sourceBar.bar, b.beat]),
    ).toEqual([
      [0, 0, 0, 0],
      [1, 0, 1, 4],
      [2, 0, 0, 8],
      [3, 0, 1, 12],
      [4, 1, 0, 16],
      [5, 1, 1, 20],
    ])
  })
})

describe('playbackEvents', () => {
  it('gives one event per chord change, a chord per bar or per beat', () => {
    expect(brief(playbackEvents(verseAndChorus))).toEqual([
      [0, 0, 4, 'C'],
      [1, 4, 2, 'Am'],
      [1, 6, 2, 'F'],
      [2, 8, 4, 'C'],
      [3, 12, 2, 'Am'],
      [3, 14, 2, 'F'],
      [4, 16, 8, 'G'],
    ])
  })

  it('names the source bar of each event', () => {
    const events = playbackEvents(verseAndChorus)
    expect(events[3]?.sourceBar).toEqual({ section: 0, bar: 0 })
    expect(events[6]?.sourceBar).toEqual({ section: 1, bar: 0 })
  })

  it('lets a chord ring across bars, struck again where a section pass starts', () => {
    const doc = song(
      buildSections([
        { label: 'A', repeat: 2, bars: [[''], ['D'], ['']] },
        { label: 'B', repeat: 1, bars: [['', '', 'E', ''], ['']] },
      ]),
    )
    // Silence until the first chord; D rings through bar 2 and into the second pass.
    expect(brief(playbackEvents(doc))).toEqual([
      [1, 4, 8, 'D'],
      [3, 12, 4, 'D'],
      [4, 16, 8, 'D'],
      [6, 24, 2, 'D'],
      [6, 26, 6, 'E'],
    ])
  })

  it('voices the chords for the instrument', () => {
    const doc = song(buildSections([{ label: 'A', repeat: 1, bars: [['C']] }]))
    expect(playbackEvents(doc)[0]?.midi).toEqual([48, 60, 64, 67])
    expect(playbackEvents({ ...doc, instrument: 1 })[0]?.midi).toEqual([48, 52, 55, 60, 64])
    expect(playbackEvents({ ...doc, instrument: 2 })[0]?.midi).toEqual([60, 64, 67, 72])
  })

  it('plays from a bar, striking the chord that rings there', () => {
    const events = playbackEvents(verseAndChorus, { fromBar: 5 })
    expect(brief(events)).toEqual([[5, 20, 4, 'G']])
    expect(brief(playbackEvents(verseAndChorus, { fromBar: 3 }))).toEqual([
      [3, 12, 2, 'Am'],
      [3, 14, 2, 'F'],
      [4, 16, 8, 'G'],
    ])
    expect(playbackEvents(verseAndChorus, { fromBar: 99 })).toEqual([])
  })

  it('loops a section: its passes only, with the chord ringing into it', () => {
    expect(brief(playbackEvents(verseAndChorus, { loopSection: 1 }))).toEqual([[4, 16, 8, 'G']])
    const doc = song(
      buildSections([
        { label: 'A', repeat: 1, bars: [['F']] },
        { label: 'B', repeat: 2, bars: [[''], ['G']] },
      ]),
    )
    expect(brief(playbackEvents(doc, { loopSection: 1, fromBar: 0 }))).toEqual([
      [1, 4, 4, 'F'],
      [2, 8, 4, 'G'],
      [3, 12, 4, 'G'],
      [4, 16, 4, 'G'],
    ])
    expect(playbackEvents(doc, { loopSection: 7 })).toEqual([])
  })

  it('transposes, spelled for the key it lands in', () => {
    const doc = song(buildSections([{ label: 'A', repeat: 1, bars: [['Eb'], ['Cm'], ['Ab/C']] }]), {
      key: 'Eb',
    })
    const events = playbackEvents(doc, { transpose: 2 })
    expect(events.map((e) => e.symbol)).toEqual(['F', 'Dm', 'Bb/D'])
    expect(events[0]?.midi).toEqual([53, 65, 69, 72])
  })

  it('counts beats in slots of any time signature', () => {
    const doc = song(
      buildSections([{ label: 'A', repeat: 1, bars: [['D', '', '', 'A', '', ''], ['G']] }]),
      {
        timeSignature: { beats: 6, unit: 8 },
      },
    )
    expect(brief(playbackEvents(doc))).toEqual([
      [0, 0, 3, 'D'],
      [0, 3, 3, 'A'],
      [1, 6, 6, 'G'],
    ])
  })

  it('covers the song without gaps or overlaps once the first chord sounds', () => {
    fc.assert(
      fc.property(songDocumentArbitrary, (doc) => {
        const events = playbackEvents(doc)
        const bars = playedBars(doc)
        const beats = doc.timeSignature.beats
        const end = bars.length * beats
        // Plain checks, one expect: a song can have thousands of events.
        const broken = events.filter((event, i) => {
          const next = events[i + 1]
          const source = bars[event.bar]?.sourceBar
          return (
            event.beats <= 0 ||
            event.midi.length === 0 ||
            event.bar !== Math.floor(event.beat / beats) ||
            source?.section !== event.sourceBar.section ||
            source.bar !== event.sourceBar.bar ||
            (next ? next.beat : end) !== event.beat + event.beats
          )
        })
        expect(broken).toEqual([])
      }),
      { numRuns: 150 },
    )
  }, 60_000)
})
