// Every rate limit PocketBase enforces (pb_hooks/rate-limits.pb.js), in one place. Each allows `max`
// hits per subject in a fixed window of `windowSeconds`; past it the caller gets 429 with Retry-After.
// Loose enough that a person never meets them, tight enough that a script gains little.
const MINUTE_S = 60
const HOUR_S = 60 * MINUTE_S
const DAY_S = 24 * HOUR_S

module.exports = {
  LIMITS: {
    // Failed password sign-ins; a successful one does not count.
    loginFailuresPerAccount: { max: 10, windowSeconds: 15 * MINUTE_S },
    loginFailuresPerAddress: { max: 30, windowSeconds: 15 * MINUTE_S },
    // Admin sign-ins share PocketBase's port; their failures count per client address.
    adminLoginFailuresPerAddress: { max: 10, windowSeconds: 15 * MINUTE_S },
    registrationsPerAddress: { max: 20, windowSeconds: HOUR_S },
    oauth2AttemptsPerAddress: { max: 30, windowSeconds: 10 * MINUTE_S },
    // Mail to one address: one at a time (a burst sends one), a few a day.
    verificationMailBurstPerTarget: { max: 1, windowSeconds: 2 * MINUTE_S },
    verificationMailPerTarget: { max: 5, windowSeconds: DAY_S },
    resetMailBurstPerTarget: { max: 1, windowSeconds: 2 * MINUTE_S },
    resetMailPerTarget: { max: 5, windowSeconds: DAY_S },
    emailChangeMailBurstPerTarget: { max: 1, windowSeconds: 2 * MINUTE_S },
    emailChangeMailPerTarget: { max: 5, windowSeconds: DAY_S },
    // One account aiming change mails at many addresses.
    emailChangeRequestsPerAccount: { max: 5, windowSeconds: HOUR_S },
    // One client asking for verification or reset mail to many addresses.
    mailRequestsPerAddress: { max: 30, windowSeconds: HOUR_S },
    // Records a signed-in user creates (songs, likes, reports, listings) in any collection.
    recordCreatesPerUser: { max: 120, windowSeconds: 10 * MINUTE_S },
    // Records created without an account (affiliate applications).
    anonymousCreatesPerAddress: { max: 10, windowSeconds: HOUR_S },
    // Co-writer invitations: each sends a mail, so one account cannot turn Songpad into a mailer,
    // and one address is not flooded by many songs' owners.
    cowriterInvitesPerUser: { max: 30, windowSeconds: HOUR_S },
    cowriterInvitesPerTarget: { max: 5, windowSeconds: DAY_S },
    // Token checks: every call of a product function checks the caller's token once.
    tokenChecksPerUser: { max: 300, windowSeconds: 10 * MINUTE_S },
  },
  // Peers whose X-Forwarded-For is believed: a reverse proxy on the same host. Anyone else's header
  // is ignored, since any caller can set it.
  TRUSTED_PROXIES: ['127.0.0.1', '::1'],
}
