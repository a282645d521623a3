import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/testing/render-with-router'
import { Footer } from './footer'

afterEach(() => {
  vi.useRealTimers()
})

describe('Footer', () => {
  it('links About, Become an Affiliate, Privacy Policy and Terms and Conditions', () => {
    renderWithRouter(<Footer onCookieSettings={vi.fn()} onTheme={vi.fn()} />)
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }))
    const links = nav
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['About', '/about'],
      ['Become an Affiliate', '/affiliate'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
    ])
  })

  it('shows the current year and the company name', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'))
    renderWithRouter(<Footer onCookieSettings={vi.fn()} onTheme={vi.fn()} />)
    expect(screen.getByText('© 2031 Songpad AB')).toBeInTheDocument()
  })

  it('posts the newsletter form to the external service in a new tab', () => {
    renderWithRouter(<Footer onCookieSettings={vi.fn()} onTheme={vi.fn()} />)
    const email = screen.getByLabelText('E-mail address')
    const form = email.closest('form')
    expect(email).toHaveAttribute('type', 'email')
    expect(form).toHaveAttribute('action', 'https://newsletter.songpad.app/subscribe')
    expect(form).toHaveAttribute('target', '_blank')
    expect(
      within(form as HTMLFormElement).getByRole('button', { name: 'Subscribe' }),
    ).toHaveAttribute('type', 'submit')
  })

  it('opens the cookie and theme dialogs from its buttons', async () => {
    const onCookieSettings = vi.fn()
    const onTheme = vi.fn()
    renderWithRouter(<Footer onCookieSettings={onCookieSettings} onTheme={onTheme} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }))
    expect(onCookieSettings).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Theme' }))
    expect(onTheme).toHaveBeenCalledOnce()
  })
})
