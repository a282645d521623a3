import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ChordSpec } from '@/music/chord-catalog'
import { ChordDirectory } from './chord-directory'

function renderDirectory(
  visible: (chord: ChordSpec) => boolean = (chord) => chord.root.name === 'C',
  filtering = false,
) {
  const router = createMemoryRouter(
    [{ path: '*', element: <ChordDirectory visible={visible} filtering={filtering} /> }],
    { initialEntries: ['/learn'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('ChordDirectory', () => {
  it('links each chord to its page and opens it inside the app', () => {
    const router = renderDirectory()
    const link = screen.getByRole('link', { name: 'Cm7' })
    expect(link.getAttribute('href')).toBe('/how-to-play-chord-piano/c-minor-7')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    fireEvent(link, click)
    expect(click.defaultPrevented).toBe(true)
    expect(router.state.location.pathname).toBe('/how-to-play-chord-piano/c-minor-7')
  })

  it('leaves a click with a modifier to the browser (a new tab)', () => {
    const router = renderDirectory()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    fireEvent(screen.getByRole('link', { name: 'Cm7' }), click)
    expect(click.defaultPrevented).toBe(false)
    expect(router.state.location.pathname).toBe('/learn')
  })

  it('lists every kind of chord on a root, altered tones with their signs', () => {
    renderDirectory()
    const names = screen.getAllByRole('link').map((link) => link.textContent)
    expect(names).toHaveLength(31)
    expect(names).toEqual(
      expect.arrayContaining([
        'C5',
        'C6/9',
        'CmMaj7',
        'C7♭9',
        'C7♯9',
        'C7♭5',
        'C7♯5',
        'Cm11',
        'Cmaj7♯11',
        'C13sus4',
        'C9sus4',
      ]),
    )
    expect(screen.getByRole('link', { name: 'C6/9' }).getAttribute('href')).toBe(
      '/how-to-play-chord-piano/c-6-9',
    )
  })

  it('shows C open and the other roots closed', () => {
    renderDirectory(() => true)
    const group = (name: string) => screen.getByText(name).closest('details')
    expect(group('C chords')?.open).toBe(true)
    expect(group('D chords')?.open).toBe(false)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(17)
  })

  it('opens every root that has a match while a search or a kind narrows the list', () => {
    renderDirectory((chord) => chord.quality.id === 'm7', true)
    const groups = [...document.querySelectorAll('details')]
    expect(groups).toHaveLength(17)
    expect(groups.every((group) => group.open)).toBe(true)
    expect(screen.getAllByRole('link')).toHaveLength(17)
  })
})
