// The pure parts of pb_hooks/cowriters.cjs, run in node.
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

type Cowriters = {
  hasPremiumAccess: (premiumUntil: string, trialUntil: string, nowMs?: number) => boolean
  idList: (text: string) => string[]
  withId: (text: string, id: string) => string
  withoutId: (text: string, id: string) => string
  isEmail: (value: string) => boolean
  invitationMail: (parts: { inviter: string; song: string; link: string }) => {
    subject: string
    text: string
    html: string
  }
}
const cowriters = createRequire(import.meta.url)('../../pb_hooks/cowriters.cjs') as Cowriters

const NOW = Date.parse('2026-11-26T12:00:00Z')
const pbDate = (iso: string) => (iso ? iso.replace('T', ' ') : '')

describe('co-writer hooks', () => {
  // As get-active-premium decides it (functions/api/get-active-premium.ts): premium or a trial
  // whose end is still ahead.
  it('grants access while premium or a trial runs, and not once both have ended', () => {
    const dates = [
      '',
      '2026-11-26T11:59:59.000Z',
      '2026-11-26T12:00:01.000Z',
      '2027-01-01T00:00:00.000Z',
    ]
    for (const premium of dates) {
      for (const trial of dates) {
        const runs = (iso: string) => iso !== '' && Date.parse(iso) > NOW
        expect(cowriters.hasPremiumAccess(pbDate(premium), pbDate(trial), NOW)).toBe(
          runs(premium) || runs(trial),
        )
      }
    }
  })

  it('keeps a song’s co-writer ids as a clean list without repeats', () => {
    const a = 'aaaaaaaaaaaaaaa'
    const b = 'bbbbbbbbbbbbbbb'
    expect(cowriters.withId('', a)).toBe(a)
    expect(cowriters.withId(`${a} ${b}`, a)).toBe(`${a} ${b}`)
    expect(cowriters.withoutId(`${a} ${b}`, a)).toBe(b)
    expect(cowriters.idList(`${a}  junk ${b}`)).toEqual([a, b])
  })

  it('takes a plausible address only', () => {
    expect(cowriters.isEmail('sam@example.com')).toBe(true)
    for (const bad of ['', 'sam', 'sam@', 'sam @example.com', `${'x'.repeat(250)}@a.bc`]) {
      expect(cowriters.isEmail(bad)).toBe(false)
    }
  })

  it('escapes what the inviter and the song are called in the mail', () => {
    const mail = cowriters.invitationMail({
      inviter: '<b>Eve</b>',
      song: 'A & B',
      link: 'https://www.songpad.app/co-write/x',
    })
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
    expect(mail.html).toContain('A &amp; B')
    expect(mail.text).toContain('https://www.songpad.app/co-write/x')
  })
})
