// Every route of the app, declared once; links and the router read from here.
const slugHref = (prefix: string) => (slug: string) => `${prefix}/${encodeURIComponent(slug)}`

export const paths = {
  home: { path: '/', getHref: () => '/' },
  write: { path: '/write', getHref: () => '/write' },
  writeSong: { path: '/write/:id', getHref: slugHref('/write') },
  shared: { path: '/shared/:slug', getHref: slugHref('/shared') },
  chord: { path: '/how-to-play-chord-piano/:slug', getHref: slugHref('/how-to-play-chord-piano') },
  learnArticle: { path: '/learn/:slug', getHref: slugHref('/learn') },
  learn: { path: '/learn', getHref: () => '/learn' },
  success: { path: '/success', getHref: () => '/success' },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  community: { path: '/community', getHref: () => '/community' },
  communitySong: { path: '/community/:id', getHref: slugHref('/community') },
  about: { path: '/about', getHref: () => '/about' },
  attribution: { path: '/attribution', getHref: () => '/attribution' },
  affiliate: { path: '/affiliate', getHref: () => '/affiliate' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  // The view (src/features/auth/components/auth-views.ts) opens registration or the reset form.
  auth: {
    path: '/auth',
    getHref: (view?: 'register' | 'reset') => (view ? `/auth?view=${view}` : '/auth'),
  },
  // The links in PocketBase's mails (templates set by scripts/seed.ts).
  confirmVerification: {
    path: '/auth/confirm-verification/:token',
    getHref: slugHref('/auth/confirm-verification'),
  },
  confirmPasswordReset: {
    path: '/auth/confirm-password-reset/:token',
    getHref: slugHref('/auth/confirm-password-reset'),
  },
  confirmEmailChange: {
    path: '/auth/confirm-email-change/:token',
    getHref: slugHref('/auth/confirm-email-change'),
  },
  account: { path: '/account', getHref: () => '/account' },
  // The link in a co-writer invitation mail (pb_hooks/cowriters.cjs writes it).
  coWrite: { path: '/co-write/:token', getHref: slugHref('/co-write') },
  gift: {
    path: '/o/*',
    getHref: (giverId: string) => `/o/gift?id=${encodeURIComponent(giverId)}`,
  },
  notFound: { path: '*', getHref: () => '/not-found' },
} as const

export type RouteName = keyof typeof paths
