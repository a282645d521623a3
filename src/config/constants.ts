// Business constants and limits; each name carries its unit.
export const TRIAL_DAYS = 30
export const SECONDS_PER_DAY = 86_400
export const FRIENDSHARE_MAX_AGE_S = 10_000_000
export const PREFERENCE_COOKIE_MAX_AGE_DAYS = 365
export const NEWSLETTER_DELAY_MS = 2000
/** Characters of a user's name; the server refuses longer ones (pb_hooks/text-limits.cjs). */
export const USER_NAME_MAX_LENGTH = 100

export const QUERY_RETRY = 3
export const QUERY_RETRY_BASE_DELAY_MS = 1000
export const QUERY_RETRY_MAX_DELAY_MS = 30_000
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000
export const QUERY_GC_TIME_MS = 5 * 60 * 1000

export const REALTIME_RETRY_DELAYS_MS = [200, 300, 500, 1000, 1200, 1500, 2000] as const

export const DEFAULT_SONG = {
  name: 'New song',
  bpm: 60,
  version: 1,
  instrument: 0,
  tablecontent: [],
  labelcontent: [],
  tags: null,
  description: '',
} as const

export const MAILING_LISTS = { all: 3, newsletter: 2 } as const
export type MailingListId = (typeof MAILING_LISTS)[keyof typeof MAILING_LISTS]

export const COOKIES = {
  themeSettings: 'themesettings',
  currentTheme: 'currenttheme',
  showAds: 'showads',
  friendshare: 'friendshare',
} as const

export const STORAGE_KEYS = {
  auth: 'pocketbase_auth',
  consent: 'consentMode',
  chunkReload: 'songpad:chunk-reload',
  // The last plan the server confirmed, shown while it cannot be asked (features/premium).
  lastPremium: 'songpad:last-premium',
  // A learner's ear-quiz level and score, on this device only.
  earQuiz: 'songpad:ear-quiz',
} as const

export const NEWSLETTER_SUBSCRIBE_URL = 'https://newsletter.songpad.app/subscribe'
export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js'
