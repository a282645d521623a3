import { describe, expect, it } from 'vitest'
import { onboardingDestination } from './onboarding-destination'

describe('onboardingDestination', () => {
  it('opens the editor for premium and trial users', () => {
    expect(onboardingDestination({ access: 'premium', hasGift: false })).toBe('/write')
    expect(onboardingDestination({ access: 'trial', hasGift: false })).toBe('/write')
  })

  it('sends users without premium or trial to their account', () => {
    expect(onboardingDestination({ access: 'free', hasGift: false })).toBe('/account')
  })

  it('sends anyone with a gift waiting to the account page to claim it', () => {
    expect(onboardingDestination({ access: 'free', hasGift: true })).toBe('/account')
    expect(onboardingDestination({ access: 'trial', hasGift: true })).toBe('/account')
  })
})
