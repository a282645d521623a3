import { describe, expect, it } from 'vitest'
import { migrateRecord } from './migrate'

describe('migrateRecord', () => {
  it('passes a current record through', () => {
    const record = { version: 1, name: 'x' }
    expect(migrateRecord(record)).toEqual({ record, problems: [] })
  })

  it('reads version 0 or none as version 1', () => {
    expect(migrateRecord({ name: 'x' }).problems).toEqual([])
    expect(migrateRecord({ version: 0, name: 'x' }).record.name).toBe('x')
  })

  it.each([-1, 1.5, '1', true])('names a version that is no version: %j', (version) => {
    expect(migrateRecord({ version }).problems[0]).toMatch(/is not a version; read as version 1/)
  })

  it('warns about a newer version and keeps the record to read what fits', () => {
    const { record, problems } = migrateRecord({ version: 3, name: 'x' })
    expect(record.name).toBe('x')
    expect(problems[0]).toMatch(/format version 3, newer/)
  })
})
