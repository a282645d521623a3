import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSong } from './decode'
import { encodeSong } from './encode'
import { songDocumentArbitrary, versionOneRecordArbitrary } from './song-arbitraries'
import { songDocumentErrors } from './validate'

// The decoder's promises, over thousands of random and broken documents.

type Json = unknown
type Path = (string | number)[]

/** Every place in a JSON tree (up to a depth), to aim a mutation at. */
function paths(value: Json, path: Path = [], depth = 0): Path[] {
  if (depth > 5 || typeof value !== 'object' || value === null) return [path]
  const children = Array.isArray(value)
    ? value.map((child, i) => paths(child, [...path, i], depth + 1))
    : Object.entries(value).map(([key, child]) => paths(child, [...path, key], depth + 1))
  return [path, ...children.flat()]
}

type Mutation = { at: number; kind: 'replace' | 'delete' | 'duplicate'; value: Json }

function mutate(record: Json, mutations: Mutation[]): Json {
  let root = structuredClone(record)
  for (const { at, kind, value } of mutations) {
    const all = paths(root)
    const path = all[at % all.length] ?? []
    if (path.length === 0) {
      root = kind === 'replace' ? value : root
      continue
    }
    const parent = path
      .slice(0, -1)
      .reduce<Json>((node, key) => (node as Record<string, Json>)[key], root)
    const key = path.at(-1) ?? 0
    if (Array.isArray(parent) && typeof key === 'number') {
      if (kind === 'replace') parent[key] = value
      else if (kind === 'delete') parent.splice(key, 1)
      else parent.splice(key, 0, structuredClone(parent[key]))
    } else {
      const object = parent as Record<string, Json>
      if (kind === 'replace') object[key] = value
      else if (kind === 'delete') delete object[key]
      else object[key] = [object[key], object[key]]
    }
  }
  return root
}

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'duplicate'),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('', 'Xq7', 'C', 'Am7', '4/4', '7/8', 'Em', -1, 0, 1, 2, 3, 1e9, null),
  ),
})

const recordOfJunk = fc.record(
  {
    name: fc.jsonValue({ maxDepth: 2 }),
    bpm: fc.jsonValue({ maxDepth: 1 }),
    timesignature: fc.jsonValue({ maxDepth: 1 }),
    instrument: fc.jsonValue({ maxDepth: 1 }),
    key: fc.jsonValue({ maxDepth: 1 }),
    tags: fc.jsonValue({ maxDepth: 2 }),
    description: fc.jsonValue({ maxDepth: 1 }),
    version: fc.jsonValue({ maxDepth: 1 }),
    tablecontent: fc.jsonValue({ maxDepth: 4 }),
    labelcontent: fc.jsonValue({ maxDepth: 3 }),
  },
  { requiredKeys: [] },
)

function expectValid(input: unknown) {
  const { document, problems } = decodeSong(input)
  expect(songDocumentErrors(document)).toEqual([])
  expect(problems.every((problem) => typeof problem === 'string' && problem.length > 0)).toBe(true)
  // Encoding what was decoded gives a record that reads back unchanged and without complaint.
  const once = encodeSong(document)
  const again = decodeSong(once)
  expect(again.problems).toEqual([])
  expect(again.document).toEqual(document)
  expect(encodeSong(again.document)).toEqual(once)
}

// Hundreds of runs each: on a busy two-core machine they need more than the default 5 s.
const SLOW_MS = 60_000

describe('decodeSong properties', () => {
  it(
    'decode(encode(document)) is the document, for any valid document',
    () => {
      fc.assert(
        fc.property(songDocumentArbitrary, (document) => {
          expect(songDocumentErrors(document)).toEqual([])
          expect(decodeSong(encodeSong(document))).toEqual({ document, problems: [] })
        }),
        { numRuns: 300 },
      )
    },
    SLOW_MS,
  )

  it(
    'reads any valid version-1 song with every chord, label and setting in place',
    () => {
      fc.assert(
        fc.property(versionOneRecordArbitrary, ({ document, record }) => {
          const decoded = decodeSong(record)
          expect(decoded.problems).toEqual([])
          const { sections, ...settings } = decoded.document
          const { sections: expected, ...expectedSettings } = document
          expect(settings).toEqual(expectedSettings)
          expect(sections.map(({ label, repeat }) => ({ label, repeat }))).toEqual(
            expected.map(({ label, repeat }) => ({ label, repeat })),
          )
          expect(sections.map((s) => s.bars.map((bar) => bar.chords))).toEqual(
            expected.map((s) => s.bars.map((bar) => bar.chords)),
          )
          expectValid(record)
        }),
        { numRuns: 200 },
      )
    },
    SLOW_MS,
  )

  it(
    'never throws and always gives a valid document, for mutated version-1 songs',
    () => {
      fc.assert(
        fc.property(
          versionOneRecordArbitrary,
          fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 }),
          ({ record }, mutations) => expectValid(mutate(record, mutations)),
        ),
        { numRuns: 200 },
      )
    },
    SLOW_MS,
  )

  it(
    'never throws and always gives a valid document, for any JSON',
    () => {
      fc.assert(fc.property(fc.jsonValue(), expectValid), { numRuns: 300 })
    },
    SLOW_MS,
  )

  it(
    'never throws and always gives a valid document, for any value at all',
    () => {
      fc.assert(fc.property(fc.anything(), expectValid), { numRuns: 300 })
    },
    SLOW_MS,
  )

  it(
    'never throws and always gives a valid document, for records of junk fields',
    () => {
      fc.assert(fc.property(recordOfJunk, expectValid), { numRuns: 300 })
    },
    SLOW_MS,
  )

  it(
    'never throws and always gives a valid document, for mutated valid documents',
    () => {
      fc.assert(
        fc.property(
          songDocumentArbitrary,
          fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 }),
          (document, mutations) => expectValid(mutate(encodeSong(document), mutations)),
        ),
        { numRuns: 250 },
      )
    },
    SLOW_MS,
  )

  it(
    'keeps what a mutation left alone: every untouched section survives',
    () => {
      fc.assert(
        fc.property(
          songDocumentArbitrary,
          fc.nat(),
          fc.jsonValue({ maxDepth: 2 }),
          (document, n, junk) => {
            fc.pre(document.sections.length > 1)
            const record = encodeSong(document)
            const broken = n % document.sections.length
            record.tablecontent[broken] = junk as never
            const { document: decoded } = decodeSong(record)
            document.sections.forEach((section, i) => {
              if (i !== broken) expect(decoded.sections[i]).toEqual(section)
            })
          },
        ),
        { numRuns: 200 },
      )
    },
    SLOW_MS,
  )
})
