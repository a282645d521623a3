import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { useCommunitySong } from '../api/get-community-song'
import { useLike } from './use-like'

afterEach(() => {
  vi.unstubAllGlobals()
})

const LISTING = 'listing00000001'
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/** community_songs and community_likes in memory, as PocketBase answers them, behind fetch. */
function fakeCommunity({ likes = 3, mine = false } = {}) {
  const server = { likes, mine, hold: undefined as Promise<void> | undefined }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test')
      const method = init.method ?? 'GET'
      await server.hold
      if (url.pathname.endsWith(`/community_songs/records/${LISTING}`))
        return json(200, { id: LISTING, name: 'Paper Boats', likes: server.likes })
      if (url.pathname.endsWith('/community_likes/records') && method === 'GET') {
        const items = server.mine ? [{ id: 'like00000000001', song: LISTING }] : []
        return json(200, { page: 1, perPage: 500, totalItems: items.length, items })
      }
      if (url.pathname.endsWith('/community_likes/records') && method === 'POST') {
        if (server.mine)
          return json(400, {
            code: 400,
            message: 'Failed to create record.',
            data: { song: { code: 'validation_not_unique', message: 'Value must be unique.' } },
          })
        server.mine = true
        server.likes += 1
        return json(200, { id: 'like00000000001', song: LISTING })
      }
      return json(404, { code: 404, message: 'Not found.', data: {} })
    }),
  )
  return server
}

function LikeProbe() {
  const detail = useCommunitySong(LISTING)
  const like = useLike({ id: LISTING, likes: detail.data?.song.likes ?? 0 }, 'u1')
  return (
    <>
      <button type="button" aria-pressed={like.shown.liked} onClick={like.toggle}>
        {like.shown.likes}
      </button>
      <p>{like.problem}</p>
    </>
  )
}

const button = () => screen.getByRole('button')

describe('useLike', () => {
  it('counts a like at once, then shows the count the server made', async () => {
    const server = fakeCommunity({ likes: 3 })
    render(<LikeProbe />, createQueryWrapper())
    await waitFor(() => expect(button()).toHaveTextContent('3'))
    let release = () => {}
    server.hold = new Promise((done) => {
      release = done
    })

    await userEvent.click(button())
    expect(button()).toHaveTextContent('4')
    expect(button()).toHaveAttribute('aria-pressed', 'true')

    server.likes = 9 // others liked it meanwhile: the server's count wins
    await act(async () => release())
    await waitFor(() => expect(button()).toHaveTextContent('10'))
    expect(button()).toHaveAttribute('aria-pressed', 'true')
  })

  it('says so when the server refuses a second like, and settles on the server’s state', async () => {
    const server = fakeCommunity({ likes: 5 })
    render(<LikeProbe />, createQueryWrapper())
    await waitFor(() => expect(button()).toHaveTextContent('5'))
    // Liked in another tab after this one read the likes.
    server.mine = true
    server.likes = 6

    await userEvent.click(button())

    expect(
      await screen.findByText('You already like this song: one like per person.'),
    ).toBeInTheDocument()
    expect(button()).toHaveTextContent('6')
    expect(button()).toHaveAttribute('aria-pressed', 'true')
  })
})
