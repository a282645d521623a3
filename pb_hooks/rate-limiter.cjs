// The rate limiter behind pb_hooks/rate-limits.pb.js: which requests count against which limits of
// rate-limits.cjs, the counting, and the 429 answer. The pure parts (address, wording) are unit-tested
// in node; the rest runs inside PocketBase.
const { LIMITS, TRUSTED_PROXIES } = require('./rate-limits.cjs')

const SECOND_MS = 1000

// The client's address: the TCP peer, or what a trusted proxy on this host says it forwarded for.
// The proxy appends the address it saw, so only the last entry is the proxy's own word.
function clientAddress(remoteAddr, forwardedFor, trusted = TRUSTED_PROXIES) {
  const peer = String(remoteAddr || '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
  if (!trusted.includes(peer)) return peer
  const forwarded = String(forwardedFor || '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded.length ? forwarded[forwarded.length - 1] : peer
}

// "45 seconds", "1 minute", "12 minutes", "3 hours": rounded up, so the caller never comes too early.
function waitInWords(seconds) {
  const unit = (count, name) => `${count} ${name}${count === 1 ? '' : 's'}`
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return unit(s, 'second')
  const minutes = Math.ceil(s / 60)
  if (minutes < 120) return unit(minutes, 'minute')
  return unit(Math.ceil(minutes / 60), 'hour')
}

function tooManyMessage(seconds) {
  return `Too many attempts: try again in ${waitInWords(seconds)}.`
}

// PocketBase's own date text, which compares as text.
const dateText = (ms) => new Date(ms).toISOString().replace('T', ' ')

// Counts one hit in the subject's current window, atomically: concurrent requests each see their
// own count, so a burst cannot slip past the limit together.
function hit(name, subject) {
  const limit = LIMITS[name]
  const now = Date.now()
  const key = `${name}:${$security.sha256(subject)}`
  const result = new DynamicModel({ hits: 0, window_ends: '' })
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery(
      `INSERT INTO rate_limits (id, key, hits, window_ends, created, updated)
       VALUES ({:id}, {:key}, 1, {:ends}, {:now}, {:now})
       ON CONFLICT(key) DO UPDATE SET
         hits = CASE WHEN window_ends <= {:now} THEN 1 ELSE hits + 1 END,
         window_ends = CASE WHEN window_ends <= {:now} THEN {:ends} ELSE window_ends END,
         updated = {:now}
       RETURNING hits, window_ends`,
    )
    .bind({
      id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
      key,
      now: dateText(now),
      ends: dateText(now + limit.windowSeconds * SECOND_MS),
    })
    .one(result)
  const endsMs = new Date(String(result.window_ends).replace(' ', 'T')).getTime()
  return {
    key,
    over: result.hits > limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((endsMs - now) / SECOND_MS)),
  }
}

function refund(key) {
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery('UPDATE rate_limits SET hits = hits - 1 WHERE key = {:key} AND hits > 0')
    .bind({ key })
    .execute()
}

// Which limits a request counts against, or null for one that is not limited. `failures`: only a
// refused sign-in counts; a successful one gives its hits back.
function planFor(c) {
  const route = c.path()
  const request = c.request()
  const address = () => clientAddress(request.remoteAddr, request.header.get('X-Forwarded-For'))
  const body = () => $apis.requestInfo(c).data || {}
  const lower = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : '')
  const authRecord = c.get('authRecord')
  const userId = authRecord ? authRecord.id : ''
  const isAuthCollection = () => {
    try {
      return $app.dao().findCollectionByNameOrId(c.pathParam('collection')).isAuth()
    } catch (_) {
      return false
    }
  }

  switch (route) {
    case '/api/admins/auth-with-password':
      return { failures: true, limits: [['adminLoginFailuresPerAddress', address()]] }
    case '/api/collections/:collection/auth-with-password':
      return {
        failures: true,
        limits: [
          ['loginFailuresPerAccount', lower(body().identity)],
          ['loginFailuresPerAddress', address()],
        ],
      }
    case '/api/collections/:collection/auth-with-oauth2':
      return { limits: [['oauth2AttemptsPerAddress', address()]] }
    case '/api/collections/:collection/request-verification': {
      const target = lower(body().email)
      return {
        limits: [
          ['verificationMailBurstPerTarget', target],
          ['verificationMailPerTarget', target],
          ['mailRequestsPerAddress', address()],
        ],
      }
    }
    case '/api/collections/:collection/request-password-reset': {
      const target = lower(body().email)
      return {
        limits: [
          ['resetMailBurstPerTarget', target],
          ['resetMailPerTarget', target],
          ['mailRequestsPerAddress', address()],
        ],
      }
    }
    case '/api/collections/:collection/request-email-change': {
      const target = lower(body().newEmail)
      return {
        limits: [
          ['emailChangeMailBurstPerTarget', target],
          ['emailChangeMailPerTarget', target],
          ['emailChangeRequestsPerAccount', userId],
        ],
      }
    }
    case '/api/songpad/cowriters/invite':
      return {
        limits: [
          ['cowriterInvitesPerUser', userId],
          ['cowriterInvitesPerTarget', lower(body().email)],
        ],
      }
    case '/api/collections/:collection/auth-refresh':
      return { limits: [['tokenChecksPerUser', userId]] }
    case '/api/collections/:collection/records':
      if (isAuthCollection()) return { limits: [['registrationsPerAddress', address()]] }
      return userId
        ? { limits: [['recordCreatesPerUser', userId]] }
        : { limits: [['anonymousCreatesPerAddress', address()]] }
    default:
      return null
  }
}

// The middleware's work: count, refuse past a limit, or pass the request on.
function guard(c, next) {
  if (c.request().method !== 'POST' || c.get('admin')) return next(c)
  const plan = planFor(c)
  if (!plan) return next(c)

  const hits = []
  let retryAfterSeconds = 0
  // A subject that is missing (no e-mail sent, no session) is PocketBase's to refuse, not ours.
  for (const [name, subject] of plan.limits) {
    if (!subject) continue
    const counted = hit(name, subject)
    hits.push(counted.key)
    if (counted.over) retryAfterSeconds = Math.max(retryAfterSeconds, counted.retryAfterSeconds)
  }
  if (retryAfterSeconds > 0) {
    // A refused request takes nothing from the caller's next window.
    for (const key of hits) refund(key)
    c.response().header().set('Retry-After', String(retryAfterSeconds))
    return c.json(429, { code: 429, message: tooManyMessage(retryAfterSeconds), data: {} })
  }
  if (!plan.failures) return next(c)

  try {
    const result = next(c)
    for (const key of hits) refund(key)
    return result
  } catch (error) {
    // Only a refused password counts (400); a server fault is not the caller's failure.
    const status = error?.value?.code
    if (status !== 400) for (const key of hits) refund(key)
    throw error
  }
}

// Forgets windows that have ended, so the table holds only what is being counted.
function sweep() {
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery('DELETE FROM rate_limits WHERE window_ends <= {:now}')
    .bind({ now: dateText(Date.now()) })
    .execute()
}

module.exports = { clientAddress, waitInWords, tooManyMessage, guard, sweep }
