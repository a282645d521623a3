import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsletterSettings } from './newsletter-settings'

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', subscribed_to_email_member: false }

const renderIt = (subscribed = false) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterSettings user={{ ...user, subscribed_to_email_member: subscribed }} />
    </QueryClientProvider>,
  )

const toggle = () => screen.getByRole('switch', { name: 'Songwriting tips by e-mail' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('NewsletterSettings', () => {
  it('shows the choice in the render of the click itself, while the save is on its way', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    )
    renderIt()
    expect(toggle()).not.toBeChecked()
    // fireEvent runs no timers: the mutation's own pending state has not arrived yet.
    fireEvent.click(toggle())
    expect(toggle()).toBeChecked()
    expect(toggle()).toHaveAttribute('aria-checked', 'true')
  })

  it('shows the saved choice again, with the reason, when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 403, message: 'Only admins can do that.' }), {
            status: 403,
          }),
      ),
    )
    renderIt()
    fireEvent.click(toggle())
    expect(await screen.findByText('Only admins can do that.')).toBeVisible()
    expect(toggle()).not.toBeChecked()
  })

  it('switching off takes the address off the newsletter list, then saves the choice', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/')
        ? new Response(JSON.stringify({ ok: true, list: 2 }))
        : new Response(JSON.stringify({ ...user, subscribed_to_email_member: false })),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderIt(true)
    fireEvent.click(toggle())
    expect(await screen.findByText("You're unsubscribed. No more newsletters.")).toBeVisible()
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][]
    expect(calls.map(([url, init]) => [url.replace(/^https?:\/\/[^/]+/, ''), init.method])).toEqual(
      [
        ['/api/remove-email-list-member', 'POST'],
        [expect.stringMatching(/^\/api\/collections\/users\/records\/u1/), 'PATCH'],
      ],
    )
    expect(JSON.parse(String(calls[0]?.[1].body))).toEqual({ email: 'ada@example.com', list: 2 })
  })

  it('stays on, saving nothing, when the address cannot leave the list', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: 'The mailing list service is unavailable. Please try again later.',
          }),
          { status: 502 },
        ),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderIt(true)
    fireEvent.click(toggle())
    expect(
      await screen.findByText('The mailing list service is unavailable. Please try again later.'),
    ).toBeVisible()
    expect(toggle()).toBeChecked()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
