import { describe, expect, it } from 'vitest'
import { staticPaths } from '@/app/static-paths'
import { parseInline } from '@/components/legal/inline-markup'
import { company } from '@/config/company'
import { COOKIES, STORAGE_KEYS, TRIAL_DAYS } from '@/config/constants'
import { paths } from '@/config/paths'
import type { LegalBlock, LegalDocument } from './legal-document'
import { PRIVACY_POLICY } from './privacy-policy'
import { TERMS } from './terms'

const DOCUMENTS: [string, LegalDocument][] = [
  ['privacy policy', PRIVACY_POLICY],
  ['terms', TERMS],
]

const texts = (block: LegalBlock): string[] =>
  typeof block === 'string'
    ? [block]
    : 'list' in block
      ? block.list
      : [...block.table.head, ...block.table.rows.flat()]

const allText = (document: LegalDocument) =>
  document.sections.flatMap((section) => section.blocks.flatMap(texts))

const links = (document: LegalDocument) =>
  allText(document).flatMap((text) =>
    parseInline(text).flatMap((part) => (part.kind === 'link' ? [part.href] : [])),
  )

// Every page of the app without a parameter (paths.ts), and every prerendered page.
const OUR_PAGES = new Set([
  ...Object.values(paths)
    .map((route) => route.path)
    .filter((path) => !/[:*]/.test(path)),
  ...staticPaths(),
])

describe.each(DOCUMENTS)('the %s', (_name, document) => {
  it('has unique section anchors, each with text', () => {
    const ids = document.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of document.sections) {
      expect(section.id).toMatch(/^[a-z0-9-]+$/)
      expect(section.blocks.length, section.id).toBeGreaterThan(0)
    }
  })

  it('links only to pages and sections that exist (parsing throws on any other link)', () => {
    for (const href of links(document)) {
      if (href.startsWith('/')) expect(OUR_PAGES, href).toContain(href)
      if (href.startsWith('#')) expect(document.sections.map((s) => `#${s.id}`)).toContain(href)
    }
  })

  it('names the company and its contact from the company config', () => {
    const text = allText(document).join('\n')
    expect(text).toContain(company.name)
    expect(text).toContain(`mailto:${company.email}`)
    expect(text).toContain(`${company.city}, ${company.country}`)
    expect(document.updated).toBe('2026-11-21')
  })
})

describe('the privacy policy', () => {
  it('lists every cookie and storage key the app uses', () => {
    const names = PRIVACY_POLICY.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) =>
        typeof block === 'object' && 'table' in block ? block.table.rows.map(([name]) => name) : [],
      )
    for (const name of [...Object.values(COOKIES), ...Object.values(STORAGE_KEYS)])
      expect(names).toContain(name)
    // The editor's drafts, its copies of recent songs and the last song opened.
    expect(names).toEqual(
      expect.arrayContaining(['songpad:draft:…', 'songpad:copy:…', 'songpad:last-song:…']),
    )
  })

  it('tells the trial length from the constants', () => {
    expect(allText(PRIVACY_POLICY).join('\n')).toContain(`${TRIAL_DAYS}-day trial`)
    expect(allText(TERMS).join('\n')).toContain(`${TRIAL_DAYS}-day trial`)
  })
})
