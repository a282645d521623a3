import { DEFAULT_MIX } from '@/audio/mix'
import type { Section, SongDocument } from '../document/types'

/** A small song for tests: a verse (C, Am F per beat, G, -) and a chorus (F, G). */
export function testSong(patch: Partial<SongDocument> = {}): SongDocument {
  const verse: Section = {
    label: 'Verse',
    repeat: 1,
    bars: [['C'], ['Am', '', 'F', ''], ['G'], ['']],
  }
  const chorus: Section = { label: 'Chorus', repeat: 2, bars: [['F'], ['G']] }
  return {
    name: 'Test song',
    bpm: 90,
    timeSignature: { beats: 4, unit: 4 },
    instrument: 0,
    key: 'C',
    tags: [],
    description: '',
    style: 'block',
    mix: DEFAULT_MIX,
    sections: [verse, chorus],
    ...patch,
  }
}

/** A song of `bars` one-chord bars in sections of 16, for speed checks. */
export function longSong(bars: number): SongDocument {
  const sections: Section[] = []
  for (let start = 0; start < bars; start += 16) {
    const count = Math.min(16, bars - start)
    sections.push({
      label: `Part ${sections.length + 1}`,
      repeat: 1,
      bars: Array.from({ length: count }, (_, i) => [['C', 'Am', 'F', 'G'][i % 4] ?? 'C']),
    })
  }
  return testSong({ sections })
}
