import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsletterSettings } from './newsletter-settings'

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', subscribed_to_email_member: false }

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterSettings user={user} />
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
})
