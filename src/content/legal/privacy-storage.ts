import {
  COOKIES,
  FRIENDSHARE_MAX_AGE_S,
  PREFERENCE_COOKIE_MAX_AGE_DAYS,
  SECONDS_PER_DAY,
  STORAGE_KEYS,
} from '@/config/constants'
import { paths } from '@/config/paths'
import type { LegalSection } from './legal-document'
import { MAIL_LINK } from './legal-links'

// The privacy policy's sections on this device's storage and on analytics. Every name comes from
// src/config/constants.ts, where the app reads it, so the list cannot drift from the code.

const FRIENDSHARE_DAYS = Math.round(FRIENDSHARE_MAX_AGE_S / SECONDS_PER_DAY)
const ONE_YEAR = `${PREFERENCE_COOKIE_MAX_AGE_DAYS} days`

export const STORAGE_SECTIONS: LegalSection[] = [
  {
    id: 'cookies-and-storage',
    title: 'Cookies and storage on your device',
    blocks: [
      'Songpad keeps a few small things in your browser, as cookies and in its local storage, so that it works and remembers your choices. None of them follows you across other websites. Because the service needs them, or they keep a choice you made, they are set without asking.',
      {
        table: {
          caption: 'Cookies',
          head: ['Cookie', 'What it holds and why', 'Kept for'],
          rows: [
            [
              COOKIES.themeSettings,
              'Your theme choice: system, light or dark. Set when you choose a theme.',
              ONE_YEAR,
            ],
            [
              COOKIES.currentTheme,
              'The theme in use (light or dark), worked out from your choice and your device’s setting.',
              ONE_YEAR,
            ],
            [
              COOKIES.showAds,
              'When it says false, the ad partner’s script is not loaded, so no ads are shown. Songpad reads it but does not set it today.',
              'Not set',
            ],
            [
              COOKIES.friendshare,
              'The account id of a friend who sent you a gift link, so the trial can be added once you sign in. Removed when the gift is claimed.',
              `${FRIENDSHARE_DAYS} days`,
            ],
          ],
        },
      },
      {
        table: {
          caption: 'Browser storage',
          head: ['Key', 'What it holds and why', 'Kept'],
          rows: [
            [
              STORAGE_KEYS.auth,
              'Your sign-in: a session token and your account details (name, e-mail address, plan dates), so you stay signed in.',
              'Until you sign out',
            ],
            [
              STORAGE_KEYS.lastPremium,
              'Your plan as our server last confirmed it (premium or trial, and the days left), so the editor stays open while the connection is down.',
              'Until your sign-in ends',
            ],
            [
              STORAGE_KEYS.earQuiz,
              'Your level and score in the ear quiz on the learn pages, so you carry on where you left off. It never leaves your device.',
              'Until you start again or clear it',
            ],
            [
              STORAGE_KEYS.consent,
              'Your choice in the cookie settings: whether ads may use cookies.',
              'Until you clear it',
            ],
            [
              'songpad:draft:…',
              'Changes to a song that have not reached our server yet (for example while you are offline), so a closed tab loses nothing.',
              'Until the change is saved',
            ],
            [
              'songpad:copy:…',
              'A copy of each of the 10 songs you opened or saved last, as our server has it, so they open in the editor while you are offline.',
              'Until newer songs take its place',
            ],
            [
              'Cache storage (workbox-…, samples)',
              'Once you have opened the editor: our app’s own files and the instrument sounds it played (nothing about you), so the editor opens with no connection.',
              'Until we publish a new version',
            ],
            [
              'songpad:last-song:…',
              'Which song you had open last, so the editor opens it again.',
              'Until you clear it',
            ],
            [
              STORAGE_KEYS.chunkReload,
              'In session storage: a marker that lets the page reload once, not over and over, after we publish a new version.',
              'Until you close the tab',
            ],
          ],
        },
      },
      'You can delete all of it in your browser’s settings for this site. You will then be signed out, your theme and cookie choices are forgotten, and any song changes that had not been saved yet are lost.',
    ],
  },
  {
    id: 'analytics-and-ads',
    title: 'Analytics and ads',
    blocks: [
      'To learn which pages are useful, we count page views with the **Google tag** (Google Analytics). It runs in Google’s consent mode with analytics storage switched off: it sets no analytics cookies and does not recognise you from one visit to the next. For each page you open it sends Google the page address and the technical details every request carries, such as your IP address and browser.',
      `Ads are **off until you choose**. In **Cookie Settings**, at the bottom of every page, “Cookies We Need” is always on and “Cookies for Ads” is yours to switch. Only if you allow ads do we tell the Google tag that advertising storage is granted and load our advertising partner’s script, which may then set its own cookies; its own privacy policy applies. You can change your choice at any time in the same place, and we never load the advertising script without it.`,
      `Questions about cookies? Write to ${MAIL_LINK}. The [terms](${paths.terms.getHref()}) explain the rest of the service.`,
    ],
  },
]
