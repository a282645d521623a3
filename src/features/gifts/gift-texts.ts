import { TRIAL_DAYS } from '@/config/constants'

// The gift landing's fixed sentences; tests read them from here.
export const GIFT_TEXTS = {
  fromSelf: 'This gift seems to come from yourself.',
  didTrial: "It seems you've already had a trial period.",
  fromOther: `Congratulations! A ${TRIAL_DAYS} day trial will be added to your account.`,
  loggedOut: 'Make sure cookies are allowed, sign in and go to your account settings page.',
  claim: 'Claim Your Gift',
} as const
