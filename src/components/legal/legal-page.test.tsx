import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { LegalDocument } from '@/content/legal/legal-document'
import { renderWithRouter } from '@/testing/render-with-router'
import { LegalPage } from './legal-page'

const DOCUMENT: LegalDocument = {
  title: 'Test Policy',
  description: 'What this test policy says.',
  updated: '2026-11-21',
  sections: [
    { id: 'first', title: 'First things', blocks: ['See the [second part](#second) or **this**.'] },
    {
      id: 'second',
      title: 'Second things',
      blocks: [
        { list: ['Your [account](/account)', 'Write to [us](mailto:hello@songpad.app)'] },
        {
          table: {
            caption: 'Cookies',
            head: ['Name', 'What'],
            rows: [['themesettings', 'Your theme']],
          },
        },
      ],
    },
  ],
}

describe('a policy page', () => {
  it('has its title, date and a contents list linking to each section heading', () => {
    renderWithRouter(<LegalPage document={DOCUMENT} path="/test" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Test Policy' })).toBeInTheDocument()
    expect(screen.getByText('21 November 2026')).toHaveAttribute('datetime', '2026-11-21')
    const contents = screen.getByRole('navigation', { name: 'On this page' })
    const entries = within(contents).getAllByRole('link')
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First things', '#first'],
      ['Second things', '#second'],
    ])
    for (const link of entries) {
      const id = link.getAttribute('href')?.slice(1) ?? ''
      expect(document.getElementById(id)).toHaveRole('heading')
    }
    expect(screen.getByRole('region', { name: 'Second things' })).toBeInTheDocument()
  })

  it('renders the marks as elements, never as HTML', () => {
    renderWithRouter(<LegalPage document={DOCUMENT} path="/test" />)
    expect(screen.getByText('this').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute(
      'href',
      'mailto:hello@songpad.app',
    )
    const table = screen.getByRole('table', { name: 'Cookies' })
    expect(within(table).getByRole('rowheader', { name: 'themesettings' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: 'Your theme' })).toBeInTheDocument()
  })

  it('follows a link to one of our pages inside the app', async () => {
    const { router } = renderWithRouter(<LegalPage document={DOCUMENT} path="/test" />)
    await userEvent.click(screen.getByRole('link', { name: 'account' }))
    expect(router.state.location.pathname).toBe('/account')
  })
})
