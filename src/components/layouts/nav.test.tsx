import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Access } from '@/lib/access'
import { renderWithRouter } from '@/testing/render-with-router'
import { Nav } from './nav'

const renderNav = (access: Access, { path = '/', trialDaysLeft = 12, onSignOut = vi.fn() } = {}) =>
  renderWithRouter(
    <Nav access={access} userName="ada" trialDaysLeft={trialDaysLeft} onSignOut={onSignOut} />,
    { path },
  )

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }))
const linkNames = () =>
  mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('Nav', () => {
  it('shows a visitor the logo, Learn and Sign in only', () => {
    renderNav('visitor')
    expect(linkNames()).toEqual(['Songpad', 'Learn', 'Sign in'])
    expect(mainNav().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    expect(mainNav().getByRole('link', { name: 'Songpad' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('premium-bar')).not.toBeInTheDocument()
  })

  it('shows a free user the avatar and Sign out, but not Write or Community', () => {
    renderNav('free')
    const avatar = mainNav().getByRole('link', { name: 'Account' })
    expect(avatar).toHaveAttribute('href', '/account')
    expect(avatar).toHaveTextContent(/^A$/)
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    expect(mainNav().queryByRole('link', { name: /Write|Community/ })).not.toBeInTheDocument()
    expect(mainNav().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('premium-bar')).not.toBeInTheDocument()
  })

  it('shows a premium user Write, Community with its new! badge, and the gradient bar', () => {
    renderNav('premium')
    expect(mainNav().getByRole('link', { name: 'Write' })).toHaveAttribute('href', '/write')
    const community = mainNav().getByRole('link', { name: /Community/ })
    expect(community).toHaveAttribute('href', '/community')
    expect(within(community).getByText('new!')).toBeInTheDocument()
    expect(screen.getByTestId('premium-bar')).toBeInTheDocument()
    expect(screen.queryByText(/Your trial ends/)).not.toBeInTheDocument()
  })

  it('shows a trial user the trial note with Upgrade now, on large screens only', () => {
    renderNav('trial', { trialDaysLeft: 12 })
    expect(screen.getByTestId('premium-bar')).toBeInTheDocument()
    expect(screen.getByText('Your trial ends in 12 days')).toBeInTheDocument()
    expect(screen.getByTestId('trial-note')).toHaveClass('hidden', 'lg:flex')
    expect(screen.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/account')
  })

  it('says "1 day" for the last day of a trial', () => {
    renderNav('trial', { trialDaysLeft: 1 })
    expect(screen.getByText('Your trial ends in 1 day')).toBeInTheDocument()
  })

  it('hides the trial note on /account', () => {
    renderNav('trial', { path: '/account' })
    expect(screen.queryByText(/Your trial ends/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Upgrade now' })).not.toBeInTheDocument()
  })

  it('signs out from the button', async () => {
    const onSignOut = vi.fn()
    renderNav('free', { onSignOut })
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })

  it('opens a compact menu with the same links and closes it with Escape', async () => {
    renderNav('trial')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = within(document.getElementById('mobile-menu') as HTMLElement)
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Write',
      'Communitynew!',
      'Learn',
    ])
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
