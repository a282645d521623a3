import { describe, expect, it } from 'vitest'
import { formatLegalDate, isAllowedHref, parseInline } from './inline-markup'

describe('parseInline', () => {
  it('keeps plain text as it is, quotes and stray marks included', () => {
    expect(parseInline('It’s 4/4 * 2, [not a link] and **')).toEqual([
      { kind: 'text', text: 'It’s 4/4 * 2, [not a link] and **' },
    ])
  })

  it('finds strong text and links among the text', () => {
    expect(
      parseInline('Your **name** is on your [account page](/account), or [ask](mailto:a@b.se).'),
    ).toEqual([
      { kind: 'text', text: 'Your ' },
      { kind: 'strong', text: 'name' },
      { kind: 'text', text: ' is on your ' },
      { kind: 'link', text: 'account page', href: '/account' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'ask', href: 'mailto:a@b.se' },
      { kind: 'text', text: '.' },
    ])
  })

  it('refuses a link a policy must not hold', () => {
    expect(() => parseInline('[x](javascript:alert)')).toThrow(/Not a link/)
    expect(() => parseInline('[x](http://example.com)')).toThrow(/Not a link/)
    expect(() => parseInline('[x](//evil.example)')).toThrow(/Not a link/)
  })
})

describe('isAllowedHref', () => {
  it('allows our pages, sections, e-mail addresses and secure addresses only', () => {
    for (const href of [
      '/account',
      '#contact',
      'mailto:hello@songpad.app',
      'https://stripe.com/privacy',
    ])
      expect(isAllowedHref(href), href).toBe(true)
    for (const href of ['account', '#Bad Id', 'mailto:nobody', 'http://x.se', 'data:text/html,x'])
      expect(isAllowedHref(href), href).toBe(false)
  })
})

describe('formatLegalDate', () => {
  it('writes the date out the same way everywhere', () => {
    expect(formatLegalDate('2026-11-21')).toBe('21 November 2026')
    expect(formatLegalDate('2027-01-05')).toBe('5 January 2027')
  })

  it('refuses what is not a date', () => {
    expect(() => formatLegalDate('2026-13-01')).toThrow(/Not a date/)
    expect(() => formatLegalDate('soon')).toThrow(/Not a date/)
  })
})
