import { describe, expect, it } from 'vitest'
import { wantsCompileHint } from './compile-hint.ts'

describe('wantsCompileHint', () => {
  it('marks the entry and React DOM for eager compilation, no other chunk', () => {
    expect(wantsCompileHint({ isEntry: true, name: 'index' })).toBe(true)
    expect(wantsCompileHint({ isEntry: false, name: 'react-dom' })).toBe(true)
    expect(wantsCompileHint({ isEntry: false, name: 'editor' })).toBe(false)
  })
})
