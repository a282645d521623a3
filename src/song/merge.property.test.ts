import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeSongs } from './merge'
import { chordArbitrary, songDocumentArbitrary } from './song-arbitraries'
import type { Bar, SongDocument } from './types'
import { songDocumentErrors } from './validate'

// The merge's promises over random songs and random edits of them.

/** One edit of a song, aimed by index at a bar, a section or a field. */
type Edit =
  | { kind: 'chord'; at: number; chord: string }
  | { kind: 'words'; at: number; words: string }
  | { kind: 'remove-bar'; at: number }
  | { kind: 'insert-bar'; at: number; id: string; chord: string }
  | { kind: 'move-section'; at: number }
  | { kind: 'bpm'; bpm: number }

const editArbitrary = (idPrefix: string): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({ kind: fc.constant('chord' as const), at: fc.nat(), chord: chordArbitrary }),
    fc.record({
      kind: fc.constant('words' as const),
      at: fc.nat(),
      words: fc.string({ maxLength: 12 }),
    }),
    fc.record({ kind: fc.constant('remove-bar' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('insert-bar' as const),
      at: fc.nat(),
      id: fc.nat({ max: 9999 }).map((n) => `${idPrefix}${n}`),
      chord: chordArbitrary,
    }),
    fc.record({ kind: fc.constant('move-section' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('bpm' as const), bpm: fc.integer({ min: 20, max: 300 }) }),
  )

const allBars = (doc: SongDocument) =>
  doc.sections.flatMap((s) => s.bars.map((bar) => ({ s, bar })))

function apply(doc: SongDocument, edit: Edit): SongDocument {
  const mapBar = (at: number, change: (bar: Bar) => Bar | null): SongDocument => {
    const target = allBars(doc)[at % Math.max(1, allBars(doc).length)]?.bar
    if (!target) return doc
    return {
      ...doc,
      sections: doc.sections.map((s) => ({
        ...s,
        bars: s.bars.flatMap((bar) => (bar === target ? (change(bar) ?? []) : [bar])),
      })),
    }
  }
  switch (edit.kind) {
    case 'chord':
      return mapBar(edit.at, (bar) => ({
        ...bar,
        chords: [edit.chord],
        words: [bar.words.join('')],
      }))
    case 'words':
      return mapBar(edit.at, (bar) => ({ ...bar, words: [edit.words, ...bar.words.slice(1)] }))
    case 'remove-bar':
      return mapBar(edit.at, () => null)
    case 'insert-bar': {
      if (allBars(doc).some(({ bar }) => bar.id === edit.id) || !doc.sections.length) return doc
      const section = edit.at % doc.sections.length
      return {
        ...doc,
        sections: doc.sections.map((s, i) =>
          i !== section
            ? s
            : {
                ...s,
                bars: [
                  ...s.bars.slice(0, edit.at % (s.bars.length + 1)),
                  { id: edit.id, chords: [edit.chord], words: [''], lineEnd: false },
                  ...s.bars.slice(edit.at % (s.bars.length + 1)),
                ],
              },
        ),
      }
    }
    case 'move-section': {
      if (doc.sections.length < 2) return doc
      const from = edit.at % doc.sections.length
      const sections = [...doc.sections]
      const [moved] = sections.splice(from, 1)
      if (moved) sections.unshift(moved)
      return { ...doc, sections }
    }
    case 'bpm':
      return { ...doc, bpm: edit.bpm }
  }
}

const edited = (prefix: string) => fc.array(editArbitrary(prefix), { maxLength: 6 })

const scenario = fc
  .tuple(songDocumentArbitrary, edited('m'), edited('t'))
  .map(([base, mineEdits, theirsEdits]) => ({
    base,
    mine: mineEdits.reduce(apply, base),
    theirs: theirsEdits.reduce(apply, base),
  }))

const barsOf = (doc: SongDocument) => new Map(allBars(doc).map(({ bar }) => [bar.id, bar]))

describe('mergeSongs, over random songs and edits', { timeout: 30_000 }, () => {
  it('gives back either side unchanged when the other made no change', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine }) => {
        expect(mergeSongs(base, mine, base)).toEqual({ document: mine, conflicts: [] })
        expect(mergeSongs(base, base, mine)).toEqual({ document: mine, conflicts: [] })
        expect(mergeSongs(base, mine, mine).conflicts).toEqual([])
      }),
      { numRuns: 150 },
    )
  })

  it('always answers a valid song, with unique ids', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom('mine', 'theirs'), ({ base, mine, theirs }, prefer) => {
        const { document } = mergeSongs(base, mine, theirs, prefer as 'mine' | 'theirs')
        expect(songDocumentErrors(document)).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('keeps every change of a side that the other side did not touch', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine, theirs }) => {
        const { document, conflicts } = mergeSongs(base, mine, theirs)
        const merged = barsOf(document)
        const before = barsOf(base)
        const theirBars = barsOf(theirs)
        const conflicted = new Set(conflicts.flatMap((c) => (c.kind === 'bar' ? [c.barId] : [])))
        for (const [id, bar] of barsOf(mine)) {
          const old = before.get(id)
          const untouchedByTheirs = old && JSON.stringify(theirBars.get(id)) === JSON.stringify(old)
          // A bar mine added, or changed where theirs left it as it was, is in the merge as mine has it.
          if (
            (!old || (untouchedByTheirs && JSON.stringify(old) !== JSON.stringify(bar))) &&
            !conflicted.has(id)
          ) {
            const section = conflicts.some((c) => c.kind === 'section')
            if (!section) expect(merged.get(id)).toEqual(bar)
          }
        }
        // A bar removed by mine and untouched by theirs is gone.
        for (const [id, old] of before) {
          if (!barsOf(mine).has(id) && JSON.stringify(theirBars.get(id)) === JSON.stringify(old)) {
            expect(merged.has(id)).toBe(false)
          }
        }
      }),
      { numRuns: 200 },
    )
  })

  it('lists a conflict only for a bar both sides changed, each differently', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine, theirs }) => {
        const { conflicts } = mergeSongs(base, mine, theirs)
        const [b, m, t] = [barsOf(base), barsOf(mine), barsOf(theirs)]
        for (const conflict of conflicts) {
          if (conflict.kind !== 'bar') continue
          const id = conflict.barId
          expect(JSON.stringify(m.get(id))).not.toBe(JSON.stringify(b.get(id)))
          expect(JSON.stringify(t.get(id))).not.toBe(JSON.stringify(b.get(id)))
          expect(JSON.stringify(m.get(id))).not.toBe(JSON.stringify(t.get(id)))
        }
      }),
      { numRuns: 200 },
    )
  })
})
