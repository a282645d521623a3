import { describe, expect, it } from 'vitest'
import { parseCurrentTheme, parseThemeSetting, resolveTheme } from './theme'

describe('parseThemeSetting', () => {
  it('accepts system, light and dark', () => {
    expect(['system', 'light', 'dark'].map(parseThemeSetting)).toEqual(['system', 'light', 'dark'])
  })

  it('defaults to system when unset or invalid', () => {
    expect(parseThemeSetting(undefined)).toBe('system')
    expect(parseThemeSetting('retro')).toBe('system')
    expect(parseThemeSetting('DARK')).toBe('system')
  })
})

describe('parseCurrentTheme', () => {
  it('resets retro to light', () => {
    expect(parseCurrentTheme('retro')).toBe('light')
  })

  it('keeps light and dark and drops anything else', () => {
    expect(parseCurrentTheme('dark')).toBe('dark')
    expect(parseCurrentTheme('light')).toBe('light')
    expect(parseCurrentTheme('cupcake')).toBeUndefined()
  })
})

describe('resolveTheme', () => {
  it('follows the device preference for system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
  })

  it('applies light and dark directly', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})
