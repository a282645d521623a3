import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FindChordForm } from './find-chord-form'
import { LearnIndexPage } from './learn-index-page'

function renderLearn(entry = '/learn') {
  const router = createMemoryRouter(
    [
      { path: '/learn', element: <LearnIndexPage /> },
      { path: '/how-to-play-chord-piano/:slug', element: <FindChordForm /> },
    ],
    { initialEntries: [entry] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const where = (router: ReturnType<typeof renderLearn>) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`

describe('finding a chord from /learn', () => {
  it('opens the page of a chord typed as it is said', async () => {
    const router = renderLearn()
    await userEvent.type(
      screen.getByLabelText('Search chords and articles'),
      'F sharp minor seven{Enter}',
    )
    expect(where(router)).toBe('/how-to-play-chord-piano/f-sharp-minor-7')
  })

  it.each([
    ['c power chord', '/how-to-play-chord-piano/c-5'],
    ['C6/9', '/how-to-play-chord-piano/c-6-9'],
    ['g 7 flat 9', '/how-to-play-chord-piano/g-7-flat-9'],
    ['Cmaj7#11', '/how-to-play-chord-piano/c-major-7-sharp-11'],
  ])('opens the page of “%s”', async (query, path) => {
    const router = renderLearn()
    await userEvent.type(screen.getByLabelText('Search chords and articles'), `${query}{Enter}`)
    expect(where(router)).toBe(path)
  })

  it('offers every kind of chord in its kind filter', () => {
    renderLearn()
    const options = within(screen.getByLabelText('Kind of chord')).getAllByRole('option')
    expect(options).toHaveLength(1 + 31)
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['power (5)', 'six nine (6/9)', 'seven flat nine (7b9)']),
    )
  })

  it('opens a slash chord at its inversions, with the button as with Enter', async () => {
    const router = renderLearn()
    await userEvent.type(screen.getByLabelText('Search chords and articles'), 'Am/E')
    await userEvent.click(screen.getByRole('button', { name: 'Open chord' }))
    expect(where(router)).toBe('/how-to-play-chord-piano/a-minor#inversions')
  })

  it('lists the chords a kind alone could mean, as links', async () => {
    const router = renderLearn()
    await userEvent.type(screen.getByLabelText('Search chords and articles'), 'minor 7{Enter}')
    const said = await screen.findByText('“minor 7” could be any of 17 chords:')
    const choices = within(said.closest('[role="status"]') as HTMLElement)
    expect(choices.getAllByRole('link')).toHaveLength(17)
    await userEvent.click(choices.getByRole('link', { name: 'G♭m7' }))
    expect(where(router)).toBe('/how-to-play-chord-piano/g-flat-minor-7')
  })

  it('says so when no chord has the name', async () => {
    renderLearn()
    await userEvent.type(screen.getByLabelText('Search chords and articles'), 'xyz{Enter}')
    expect(await screen.findByText(/No chord is called “xyz”/)).toBeTruthy()
  })

  it('opens what a chord page’s box sent, in place of the search page', async () => {
    const router = renderLearn('/how-to-play-chord-piano/c-major')
    await userEvent.type(screen.getByLabelText('Find a chord'), 'Gbm7{Enter}')
    await screen.findByLabelText('Find a chord')
    expect(where(router)).toBe('/how-to-play-chord-piano/g-flat-minor-7')
    // The search page was replaced: Back returns to the chord the search started from.
    await router.navigate(-1)
    expect(where(router)).toBe('/how-to-play-chord-piano/c-major')
  })
})
