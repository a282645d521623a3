import { packages } from 'virtual:attribution'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-with-router'
import { AttributionPage } from './attribution-page'

// The page reads the build's own list (scripts/vite/attribution.ts runs here too).
describe('the attribution page', () => {
  it('has a row per runtime package, with its link, version and licence', () => {
    renderWithRouter(<AttributionPage />)
    const table = screen.getByRole('table', { name: /open source packages/i })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(packages.length)
    expect(packages.map((p) => p.name)).toContain('react')
    const react = rows.find((row) => within(row).queryByRole('rowheader', { name: 'react' }))
    expect(react).toBeDefined()
    if (!react) return
    expect(within(react).getByRole('link', { name: 'react' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    )
    expect(react).toHaveTextContent(/19\.\d+\.\d+MIT/)
  })

  it('credits the piano recording with its author and licence', () => {
    renderWithRouter(<AttributionPage />)
    expect(
      screen.getByRole('heading', { name: 'Salamander Grand Piano V3 by Alexander Holm' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/3.0/',
    )
  })
})
