import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Section } from '@/song/types'
import { WriteApp } from './write-app'

type Mutate = (
  song: { userId: string; name?: string; sections?: Section[] },
  options: { onSuccess: (song: { id: string }) => void },
) => void

const songs = vi.hoisted(() => ({
  mutate: undefined as unknown as ReturnType<typeof vi.fn<Mutate>>,
  isError: false,
  toOpenFor: [] as string[],
}))
vi.mock('@/features/songs', () => ({
  SONG_DELETE_UNDO_MS: 5000,
  rememberLastSong: () => {},
  useCreateSong: () => ({ mutate: songs.mutate, isError: songs.isError }),
  useSongToOpen: (userId: string) => {
    songs.toOpenFor.push(userId)
    return { data: undefined, isError: false, refetch: () => {} }
  },
}))
vi.mock('../offline/register-offline-app', () => ({ registerOfflineApp: () => () => {} }))

beforeEach(() => {
  songs.mutate = vi.fn<Mutate>()
  songs.isError = false
  songs.toOpenFor = []
})

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/learn', element: <p>A chord page</p> },
      { path: '/write', element: <WriteApp userId="u1" /> },
      { path: '/write/:id', element: <p>Song opened</p> },
    ],
    { initialEntries: ['/learn', path], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('/write?progression=…', () => {
  it('makes a new song of the chords, a bar each, and opens it in place of the link', async () => {
    // As the server answers: later than the call.
    songs.mutate.mockImplementation((_song, { onSuccess }) => {
      setTimeout(() => onSuccess({ id: 'new1' }))
    })
    const router = renderAt('/write?progression=C-G-Am-F')
    expect(await screen.findByText('Song opened')).toBeInTheDocument()
    expect(songs.mutate).toHaveBeenCalledOnce()
    const [song] = songs.mutate.mock.calls[0] ?? []
    expect(song?.name).toBe('C G Am F')
    expect(song?.sections?.map((s) => [s.label, s.bars.map((bar) => bar.chords)])).toEqual([
      ['Verse', [['C'], ['G'], ['Am'], ['F']]],
    ])
    // The last song is not looked for, and Back skips the link that made the song.
    expect(songs.toOpenFor.every((userId) => userId === '')).toBe(true)
    expect(router.state.location.pathname).toBe('/write/new1')
    await router.navigate(-1)
    expect(router.state.location.pathname).toBe('/learn')
  })

  it('says so when the song cannot be made, and tries again', async () => {
    songs.isError = true
    renderAt('/write?progression=C-G')
    expect(await screen.findByRole('heading', { name: 'The song could not be made' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(songs.mutate).toHaveBeenCalledTimes(2)
  })

  it('opens the last song as usual for a value that is no progression', () => {
    renderAt('/write?progression=C-<b>')
    expect(songs.mutate).not.toHaveBeenCalled()
    expect(songs.toOpenFor).toContain('u1')
  })
})
