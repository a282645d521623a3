import { screen } from '@testing-library/react'
import { expect } from 'vitest'

// The pitch a signed-in user without premium or a trial sees in place of a part: what the part
// offers, and the way to the plan on the account page.
export function expectUpgradePitch(part: string) {
  expect(
    screen.getByText(
      `The ${part} comes with premium and with the 30-day trial. Here is what you get:`,
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Upgrade on your account page' })).toHaveAttribute(
    'href',
    '/account#plan',
  )
}
