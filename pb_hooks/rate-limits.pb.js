// Rate limits in PocketBase itself, so they hold for every caller (the app, a script, the functions):
// sign-ins, registrations, verification, reset and e-mail-change mail, OAuth2, record creation and
// token checks. The limits are in rate-limits.cjs; the counting in rate-limiter.cjs. Admins (the
// functions' server-side calls, the seed) are not limited.
routerUse((next) => (c) => require(`${__hooks}/rate-limiter.cjs`).guard(c, next))

cronAdd('rate-limits-sweep', '*/10 * * * *', () => {
  require(`${__hooks}/rate-limiter.cjs`).sweep()
})
