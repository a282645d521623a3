import { describe, expect, it } from 'vitest'
import { PROBLEMS_MAX } from './limits'
import { createProblemLog, quoted } from './problem-log'

describe('createProblemLog', () => {
  it('lists problems up to a limit, then counts the rest', () => {
    const log = createProblemLog()
    for (let i = 0; i < PROBLEMS_MAX + 3; i += 1) log.add(`p${i}`)
    const list = log.list()
    expect(list).toHaveLength(PROBLEMS_MAX + 1)
    expect(list.at(-1)).toBe('…and 3 more problems')
  })
})

describe('quoted', () => {
  it('quotes any value briefly and never throws', () => {
    expect(quoted('Xq7')).toBe('"Xq7"')
    expect(quoted(null)).toBe('null')
    expect(quoted(undefined)).toBe('undefined')
    expect(quoted('x'.repeat(100))).toHaveLength(32)
    expect(quoted(10n)).toBe('[object BigInt]')
    expect(quoted(Object.create(null))).toBe('{}')
  })
})
