// Demo accounts for local development only: the seed creates them, e2e tests and the README use them.
import { DEFAULT_MIX } from '../src/audio/mix.ts'
import type { SongRecordFields, VersionOneSection } from '../src/song/types.ts'

export const DEMO_PASSWORD = 'songpad-demo'

export const PB_ADMIN_EMAIL = process.env.PB_ADMIN_EMAIL || 'admin@songpad.test'
export const PB_ADMIN_PASSWORD = process.env.PB_ADMIN_PASSWORD || 'songpad-admin-dev'

const DAY_MS = 24 * 60 * 60 * 1000

export type DemoUser = {
  key: 'free' | 'trial' | 'premium'
  email: string
  name: string
  /** What the account shows off, for the start banner and the README. */
  plan: string
  /** Days from the seed run until the trial ends; null means no trial. */
  trialDays: number | null
  /** Days from the seed run until premium ends; null means no premium. */
  premiumDays: number | null
  didTrial: boolean
}

export const demoUsers: readonly DemoUser[] = [
  {
    key: 'free',
    email: 'free@songpad.test',
    name: 'Frida Free',
    plan: 'free, no premium',
    trialDays: null,
    premiumDays: null,
    didTrial: false,
  },
  {
    key: 'trial',
    email: 'trial@songpad.test',
    name: 'Tove Trial',
    plan: 'trial, 12 days left',
    trialDays: 12,
    premiumDays: null,
    didTrial: true,
  },
  {
    key: 'premium',
    email: 'premium@songpad.test',
    name: 'Paul Premium',
    plan: 'premium for a year',
    trialDays: null,
    premiumDays: 365,
    didTrial: false,
  },
]

/** The server-only access fields of a demo user, counted from `now` so the trial always has days left. */
export function demoAccess(user: DemoUser, now = new Date()) {
  const after = (days: number | null) =>
    days === null ? '' : new Date(now.getTime() + days * DAY_MS).toISOString()
  return {
    premium_until: after(user.premiumDays),
    trial_until: after(user.trialDays),
    didTrial: user.didTrial,
  }
}

/**
 * A demo song's document fields (src/song/types.ts): one in format version 2, with words, and one
 * stored as version 1 was, to show such a song opens as it is and gains words when edited.
 */
export type DemoSong = Pick<
  SongRecordFields,
  'name' | 'bpm' | 'timesignature' | 'key' | 'tags' | 'description' | 'labelcontent'
> &
  Partial<Pick<SongRecordFields, 'playback'>> &
  (
    | { version: 2; tablecontent: SongRecordFields['tablecontent'] }
    | { version: 1; tablecontent: VersionOneSection[] }
  )

/** Every demo user gets these songs, so the song list and editor have something to show. */
export const demoSongs: readonly DemoSong[] = [
  {
    name: 'Morning Coffee',
    bpm: 96,
    timesignature: '4/4',
    key: 'C',
    tags: ['pop', 'upbeat'],
    description: 'A bright pop tune in C.',
    labelcontent: [
      { label: 'Verse', repeat: 2 },
      { label: 'Chorus', repeat: 1 },
    ],
    // A band to hear at once; the version 1 song plays as block chords, as it was saved.
    playback: { style: 'pop-strum', mix: DEFAULT_MIX },
    version: 2,
    tablecontent: [
      {
        id: 'mcverse',
        bars: [
          { id: 'mcv1', chords: ['C'], words: ['Steam on the window, '] },
          { id: 'mcv2', chords: ['Am'], words: ['radio low, '], lineEnd: true },
          { id: 'mcv3', chords: ['F'], words: ['half past seven and '] },
          { id: 'mcv4', chords: ['G'], words: ['nowhere to go'], lineEnd: true },
        ],
      },
      {
        id: 'mcchorus',
        bars: [
          { id: 'mcc1', chords: ['F'], words: ['Morning coffee, '] },
          { id: 'mcc2', chords: ['G'], words: ['take it slow, '], lineEnd: true },
          {
            id: 'mcc3',
            chords: ['C', '', 'C/E', ''],
            words: ['let the day ', '', 'wait ', ''],
          },
          { id: 'mcc4', chords: ['C'], words: ['at the door'], lineEnd: true },
        ],
      },
    ],
  },
  {
    name: 'Late Train',
    bpm: 72,
    timesignature: '3/4',
    key: 'Am',
    tags: ['waltz', 'ballad'],
    description: 'A slow minor waltz with a lift in the bridge.',
    labelcontent: [
      { label: 'Intro', repeat: 1 },
      { label: 'Verse', repeat: 2 },
      { label: 'Chorus', repeat: 1 },
      { label: 'Bridge', repeat: 1 },
    ],
    version: 1,
    tablecontent: [
      [['Am'], ['Am'], ['F'], ['E']],
      [['Am'], ['G'], ['F'], ['E', '', 'E7']],
      [['C'], ['G'], ['Am'], ['F']],
      [['Dm7'], ['G'], ['C', '', 'Am'], ['E7']],
    ],
  },
]

/** A dev edu license: whoever registers as anything@school.test gets premium until it ends. */
export const DEV_EDU_LICENSE = { domain: 'school.test', seats: 30 } as const

/** Edu licenses run to a school year's end: the next August 1st (UTC) after `now`. */
export function nextAugustFirst(now = new Date()): Date {
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), 7, 1))
  return now < thisYear ? thisYear : new Date(Date.UTC(now.getUTCFullYear() + 1, 7, 1))
}
