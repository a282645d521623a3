import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-with-router'
import type { GiftState } from '../gift-state'
import { GiftLanding } from './gift-landing'

const show = (state: GiftState) => renderWithRouter(<GiftLanding state={state} />)

describe('GiftLanding', () => {
  it('shows a spinner while loading', () => {
    show('loading')
    expect(screen.getByRole('status')).toHaveTextContent('Checking your gift…')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('from-self: says the gift is the user’s own', () => {
    show('from-self')
    expect(screen.getByText('This gift seems to come from yourself.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Claim Your Gift' })).not.toBeInTheDocument()
  })

  it('did-trial: says a trial was had already', () => {
    show('did-trial')
    expect(screen.getByText("It seems you've already had a trial period.")).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Claim Your Gift' })).not.toBeInTheDocument()
  })

  it('from-other: congratulates, and Claim Your Gift goes to /account', () => {
    show('from-other')
    expect(
      screen.getByText('Congratulations! A 30 day trial will be added to your account.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Claim Your Gift' })).toHaveAttribute(
      'href',
      '/account',
    )
    expect(screen.queryByText(/Make sure cookies are allowed/)).not.toBeInTheDocument()
  })

  it('loggedout: adds the cookie advice, and Claim Your Gift goes to /auth', () => {
    show('loggedout')
    expect(
      screen.getByText('Congratulations! A 30 day trial will be added to your account.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Make sure cookies are allowed, sign in and go to your account settings page.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Claim Your Gift' })).toHaveAttribute('href', '/auth')
  })

  it('no-gift: explains that the link is incomplete', () => {
    show('no-gift')
    expect(screen.getByRole('heading', { name: 'This gift link is incomplete' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Claim Your Gift' })).not.toBeInTheDocument()
  })
})
