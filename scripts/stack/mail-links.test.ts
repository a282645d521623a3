import { describe, expect, it } from 'vitest'
import { extractLinks } from './mail-links.ts'

const mail = (text: string, html = '') => ({ subject: 'Hi', text, html })

describe('extractLinks', () => {
  it('drops the prose and markdown punctuation around a plain-text link', () => {
    expect(
      extractLinks(
        mail(
          'Open [this](http://127.0.0.1:8788/auth/confirm-verification/abc). Or http://x.test/a,',
        ),
      ),
    ).toEqual(['http://127.0.0.1:8788/auth/confirm-verification/abc', 'http://x.test/a'])
  })

  it('decodes &amp; in HTML links and lists each link once', () => {
    expect(
      extractLinks(mail('http://x.test/?a=1&b=2', '<a href="http://x.test/?a=1&amp;b=2">go</a>')),
    ).toEqual(['http://x.test/?a=1&b=2'])
  })
})
