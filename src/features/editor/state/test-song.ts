import type { SongDocument } from '@/song/types'
import { buildSections, buildSong, type SectionSpec } from '@/testing/song-builders'

/** A small song for tests: a verse (C, Am F per beat, G, -) and a chorus (F, G). */
export function testSong(patch: Partial<SongDocument> = {}): SongDocument {
  const sections = buildSections([
    { label: 'Verse', bars: [['C'], ['Am', '', 'F', ''], ['G'], ['']] },
    { label: 'Chorus', repeat: 2, bars: [['F'], ['G']] },
  ])
  return buildSong({
    name: 'Test song',
    key: 'C',
    sections,
    ...patch,
  })
}

const LONG_SONG_WORDS = [
  'Hello darkness ',
  'my old friend, ',
  'I’ve come to talk ',
  'with you again ',
]

/** A song of `bars` one-chord bars in sections, words on every bar and a line every two, for speed checks. */
export function longSong(bars: number, barsPerSection = 16): SongDocument {
  const specs: SectionSpec[] = []
  for (let start = 0; start < bars; start += barsPerSection) {
    const count = Math.min(barsPerSection, bars - start)
    specs.push({
      label: `Part ${specs.length + 1}`,
      bars: Array.from({ length: count }, (_, i) => ({
        chords: [['C', 'Am', 'F', 'G'][i % 4] ?? 'C'],
        words: [LONG_SONG_WORDS[i % 4] ?? ''],
        lineEnd: i % 2 === 1,
      })),
    })
  }
  return testSong({ sections: buildSections(specs) })
}
