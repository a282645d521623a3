// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { expandHits, type Hit } from '../hits'
import type { EngineEvent, InstrumentName } from '../types'
import { arrange, pick, swung } from './arrange'
import { STYLE_IDS, type StyleId } from './style-ids'
import { DRUM, type DrumName } from './style-types'

// Two bars: C, then G with B in the bass (G/B), in 4/4 and in 3/4. The bass must play C in bar 1
// and B (not G) in bar 2; an approach note before bar 2 is B flat (34).
const C = { midi: [48, 52, 55, 60], tones: [0, 4, 7], bass: 0 }
const G_OVER_B = { midi: [47, 50, 55, 59], tones: [7, 11, 2], bass: 11 }

function twoBars(beatsPerBar: number, second = G_OVER_B): EngineEvent[] {
  return [
    { bar: 0, beat: 0, beats: beatsPerBar, ...C },
    { bar: 1, beat: beatsPerBar, beats: beatsPerBar, ...second },
  ]
}

function play(style: StyleId, beatsPerBar: number, instrument: InstrumentName = 'guitar') {
  return arrange(twoBars(beatsPerBar), {
    style,
    instrument,
    beatsPerBar,
    from: 0,
    to: 2 * beatsPerBar,
  })
}

const round = (t: number) => Math.round(t * 1000) / 1000
const part = (hits: Hit[], name: Hit['part']) => hits.filter((hit) => hit.part === name)
/** [start, pitch] of every bass note. */
const bassLine = (hits: Hit[]) => part(hits, 'bass').map((h) => [round(h.start), h.midi[0]])
/** The beats a drum is hit on. */
const drumBeats = (hits: Hit[], drum: DrumName) =>
  part(hits, 'drums')
    .filter((h) => h.midi[0] === DRUM[drum])
    .map((h) => round(h.start))
/** [start, strum] of the chords in the first bar. */
const strumsIn = (hits: Hit[], beatsPerBar: number) =>
  part(hits, 'chords')
    .filter((h) => h.start < beatsPerBar)
    .map((h) => [round(h.start), h.strum])
/** [start, notes] of the chords in the first bar. */
const notesIn = (hits: Hit[], beatsPerBar: number) =>
  part(hits, 'chords')
    .filter((h) => h.start < beatsPerBar)
    .map((h) => [round(h.start), h.midi])
const eighths = (bars: number, beatsPerBar: number) =>
  Array.from({ length: bars * beatsPerBar * 2 }, (_, i) => i / 2)

describe('pop strum', () => {
  it('4/4: down, down-up, up-down-up; kick on 1 and 3, snare on 2 and 4; bass walks into B', () => {
    const hits = play('pop-strum', 4)
    expect(strumsIn(hits, 4)).toEqual([
      [0, 'down'],
      [1, 'down'],
      [1.5, 'up'],
      [2.5, 'up'],
      [3, 'down'],
      [3.5, 'up'],
    ])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1.5, 36],
      [2, 43],
      [3.5, 34],
      [4, 35],
      [5.5, 35],
      [6, 38],
      [7.5, 38],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 2, 4, 6])
    expect(drumBeats(hits, 'snare')).toEqual([1, 3, 5, 7])
    expect(drumBeats(hits, 'closedHat')).toEqual(eighths(2, 4))
  })

  it('3/4: down, down-up, down-up; kick on 1, snare on 3', () => {
    const hits = play('pop-strum', 3)
    expect(strumsIn(hits, 3)).toEqual([
      [0, 'down'],
      [1, 'down'],
      [1.5, 'up'],
      [2, 'down'],
      [2.5, 'up'],
    ])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [2, 43],
      [2.5, 34],
      [3, 35],
      [5, 38],
      [5.5, 38],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 3])
    expect(drumBeats(hits, 'snare')).toEqual([2, 5])
  })

  it('on the piano: the whole chord on 1, the upper notes on the and of 2 and on 4', () => {
    expect(notesIn(play('pop-strum', 4, 'piano'), 4)).toEqual([
      [0, [48, 52, 55, 60]],
      [1.5, [52, 55, 60]],
      [3, [52, 55, 60]],
    ])
  })
})

describe('ballad arpeggio', () => {
  it('4/4: eighths up and down the chord; bass in half notes; soft kick and side stick', () => {
    const hits = play('ballad-arpeggio', 4, 'piano')
    expect(notesIn(hits, 4)).toEqual(
      [48, 52, 55, 60, 60, 60, 55, 52].map((note, i) => [i / 2, [note]]),
    )
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [2, 36],
      [4, 35],
      [6, 35],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 2.5, 4, 6.5])
    expect(drumBeats(hits, 'sideStick')).toEqual([1, 3, 5, 7])
  })

  it('3/4: six eighths up and back; a bass note per bar', () => {
    const hits = play('ballad-arpeggio', 3, 'piano')
    expect(notesIn(hits, 3)).toEqual([48, 52, 55, 60, 55, 52].map((note, i) => [i / 2, [note]]))
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [3, 35],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 3])
    expect(drumBeats(hits, 'sideStick')).toEqual([2, 5])
  })
})

describe('rock eighths', () => {
  it('4/4: down-strokes on every eighth; bass eighths on C then B; kick 1, 3, 3&; snare 2, 4', () => {
    const hits = play('rock-eighths', 4)
    expect(strumsIn(hits, 4)).toEqual(eighths(1, 4).map((t) => [t, 'down']))
    expect(bassLine(hits)).toEqual(eighths(2, 4).map((t) => [t, t < 4 ? 36 : 35]))
    expect(drumBeats(hits, 'kick')).toEqual([0, 2, 2.5, 4, 6, 6.5])
    expect(drumBeats(hits, 'snare')).toEqual([1, 3, 5, 7])
  })

  it('3/4: six eighths a bar; kick on 1 and 2&, snare on 2 and 3', () => {
    const hits = play('rock-eighths', 3)
    expect(strumsIn(hits, 3)).toEqual(eighths(1, 3).map((t) => [t, 'down']))
    expect(bassLine(hits)).toEqual(eighths(2, 3).map((t) => [t, t < 3 ? 36 : 35]))
    expect(drumBeats(hits, 'kick')).toEqual([0, 1.5, 3, 4.5])
    expect(drumBeats(hits, 'snare')).toEqual([1, 2, 4, 5])
  })
})

describe('waltz', () => {
  it('3/4: oom on 1 (bass), pah-pah (chord) on 2 and 3; a held chord alternates root and fifth', () => {
    const hits = play('waltz', 3, 'piano')
    expect(notesIn(hits, 3)).toEqual([
      [1, [52, 55, 60]],
      [2, [52, 55, 60]],
    ])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [3, 35],
    ])
    const held = arrange([{ bar: 0, beat: 0, beats: 6, ...C }], {
      style: 'waltz',
      instrument: 'piano',
      beatsPerBar: 3,
      from: 0,
      to: 6,
    })
    expect(bassLine(held)).toEqual([
      [0, 36],
      [3, 43],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 3])
    expect(drumBeats(hits, 'sideStick')).toEqual([1, 2, 4, 5])
  })

  it('4/4: oom-pah-oom-pah, the second oom on the fifth', () => {
    const hits = play('waltz', 4)
    expect(strumsIn(hits, 4)).toEqual([
      [1, 'down'],
      [3, 'down'],
    ])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [2, 43],
      [4, 35],
      [6, 38],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 2, 4, 6])
    expect(drumBeats(hits, 'sideStick')).toEqual([1, 3, 5, 7])
  })
})

describe('folk fingerpicking', () => {
  it('4/4: the thumb alternates low strings on the beats, fingers the top ones between', () => {
    const hits = play('folk-fingerpicking', 4)
    expect(notesIn(hits, 4)).toEqual(
      [48, 60, 52, 55, 48, 60, 52, 55].map((note, i) => [i / 2, [note]]),
    )
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [2, 43],
      [3, 34],
      [4, 35],
      [6, 38],
      [7, 38],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 2, 4, 6])
    expect(drumBeats(hits, 'shaker')).toEqual(eighths(2, 4))
  })

  it('3/4: six picked eighths; the bass approaches B from B flat', () => {
    const hits = play('folk-fingerpicking', 3)
    expect(notesIn(hits, 3)).toEqual([48, 60, 52, 55, 52, 60].map((note, i) => [i / 2, [note]]))
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [2, 34],
      [3, 35],
      [5, 38],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([0, 3])
  })
})

describe('bossa nova', () => {
  it('4/4: chords on 1, 2& and 4 (3-3-2); bass root and fifth in dotted rhythm; side stick with the chords', () => {
    const hits = play('bossa', 4, 'piano')
    expect(notesIn(hits, 4).map(([t]) => t)).toEqual([0, 1.5, 3])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1.5, 43],
      [2, 36],
      [3.5, 43],
      [4, 35],
      [5.5, 38],
      [6, 35],
      [7.5, 38],
    ])
    expect(drumBeats(hits, 'sideStick')).toEqual([0, 1.5, 3, 4, 5.5, 7])
    expect(drumBeats(hits, 'kick')).toEqual([0, 1.5, 2, 3.5, 4, 5.5, 6, 7.5])
  })

  it('3/4: chords on 1 and 2&; the guitar thumb on 1', () => {
    const hits = play('bossa', 3)
    expect(notesIn(hits, 3)).toEqual([
      [0, [48]],
      [0, [52, 55, 60]],
      [1.5, [52, 55, 60]],
    ])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1.5, 43],
      [3, 35],
      [4.5, 38],
    ])
    expect(drumBeats(hits, 'sideStick')).toEqual([0, 1.5, 3, 4.5])
  })
})

describe('swing', () => {
  it('4/4: a walking bass (root, third, fifth, approach); ride with swung eighths; hi-hat on 2 and 4', () => {
    const hits = play('swing', 4, 'piano')
    expect(notesIn(hits, 4).map(([t]) => t)).toEqual([0, round(5 / 3)])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1, 40],
      [2, 43],
      [3, 34],
      [4, 35],
      [5, 47],
      [6, 38],
      [7, 38],
    ])
    expect(drumBeats(hits, 'ride')).toEqual([0, 1, 1.667, 2, 3, 3.667, 4, 5, 5.667, 6, 7, 7.667])
    expect(drumBeats(hits, 'pedalHat')).toEqual([1, 3, 5, 7])
  })

  it('3/4 (jazz waltz): the bass walks root, fifth, approach; hi-hat on 2 and 3', () => {
    const hits = play('swing', 3)
    expect(strumsIn(hits, 3).map(([t]) => t)).toEqual([0, 1, 2])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1, 43],
      [2, 34],
      [3, 35],
      [4, 38],
      [5, 38],
    ])
    expect(drumBeats(hits, 'ride')).toEqual([0, 1, 1.667, 2, 3, 4, 4.667, 5])
    expect(drumBeats(hits, 'pedalHat')).toEqual([1, 2, 4, 5])
  })
})

describe('reggae', () => {
  it('4/4: short up-strums on 2 and 4; one drop: kick and side stick on 3, nothing on 1', () => {
    const hits = play('reggae', 4)
    expect(strumsIn(hits, 4)).toEqual([
      [1, 'up'],
      [3, 'up'],
    ])
    expect(part(hits, 'chords').every((h) => h.end - h.start <= 0.25)).toBe(true)
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1.5, 43],
      [2.5, 36],
      [4, 35],
      [5.5, 38],
      [6.5, 35],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([2, 6])
    expect(drumBeats(hits, 'sideStick')).toEqual([2, 6])
  })

  it('3/4: skanks on 2 and 3; the drop on 2', () => {
    const hits = play('reggae', 3)
    expect(strumsIn(hits, 3)).toEqual([
      [1, 'up'],
      [2, 'up'],
    ])
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1.5, 43],
      [3, 35],
      [4.5, 38],
    ])
    expect(drumBeats(hits, 'kick')).toEqual([1, 4])
  })
})

describe('arrange', () => {
  it('plays the block style as before: held on the piano, strummed per beat, no bass or drums', () => {
    const events = twoBars(4)
    const range = { from: 0, to: 8, beatsPerBar: 4 }
    const chords = (hits: Hit[]) => hits.map((hit) => ({ ...hit, part: 'chords' }))
    expect(arrange(events, { ...range, style: 'block', instrument: 'piano' })).toEqual(
      chords(expandHits(events, 'sustain', range)),
    )
    expect(arrange(events, { ...range, style: 'block', instrument: 'ukulele' })).toEqual(
      chords(expandHits(events, 'strum', range)),
    )
  })

  it('gives a chord change off the pattern a bass note, and follows a section’s own style', () => {
    const events: EngineEvent[] = [
      { bar: 0, beat: 0, beats: 1, ...C },
      { bar: 0, beat: 1, beats: 7, ...G_OVER_B },
    ]
    const hits = arrange(events, {
      style: 'reggae',
      barStyles: [undefined, 'block'],
      instrument: 'piano',
      beatsPerBar: 4,
      from: 0,
      to: 8,
    })
    expect(bassLine(hits)).toEqual([
      [0, 36],
      [1, 35],
      [1.5, 38],
      [2.5, 35],
    ])
    // Bar 2 is block chords: the G/B still ringing is struck at its start and held.
    expect(part(hits, 'chords').at(-1)).toMatchObject({ start: 4, end: 8, midi: G_OVER_B.midi })
    expect(part(hits, 'drums').every((h) => h.start < 4)).toBe(true)
  })

  it('starts a chord that rings into the first bar played, and ends every note at the end', () => {
    const hits = arrange(twoBars(4), {
      style: 'ballad-arpeggio',
      instrument: 'piano',
      beatsPerBar: 4,
      from: 4,
      to: 8,
    })
    expect(hits[0]?.start).toBe(4)
    expect(bassLine(hits)[0]).toEqual([4, 35])
    expect(Math.max(...hits.map((h) => h.end))).toBe(8)
  })

  it('cuts other metres from the four-beat bar', () => {
    for (const style of STYLE_IDS) {
      const hits = arrange([{ bar: 0, beat: 0, beats: 12, ...C }], {
        style,
        instrument: 'guitar',
        beatsPerBar: 6,
        from: 0,
        to: 12,
      })
      expect(hits.length, style).toBeGreaterThan(0)
      expect(hits.every((h) => h.start >= 0 && h.end <= 12 && h.end > h.start)).toBe(true)
    }
  })

  it('picks notes by place, clamped to the voicing', () => {
    expect(pick([40, 47, 52], 5)).toEqual([52])
    expect(pick([40, 47, 52], -5)).toEqual([40])
    expect(pick([40, 47, 52], 'upper')).toEqual([47, 52])
    expect(swung(2.5)).toBeCloseTo(2 + 2 / 3)
    expect(swung(2)).toBe(2)
  })
})
