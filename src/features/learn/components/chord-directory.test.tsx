import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ChordDirectory } from './chord-directory'

function renderDirectory() {
  const router = createMemoryRouter(
    [{ path: '*', element: <ChordDirectory visible={(chord) => chord.root.name === 'C'} /> }],
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
})
