import { describe, expect, it } from 'vitest'
import { type LineFilter, pocketBaseLines, wranglerLines } from './output-lines.ts'

const shown = (filter: LineFilter, lines: string[]) =>
  lines.flatMap((line) => filter(line) ?? []).join('\n')

// As PocketBase 0.22.20 printed them with --dev: a failed sign-in, then a read.
const pocketBaseOutput = [
  "[6.00ms] SELECT {{_params}}.* FROM `_params` WHERE `key`='settings' LIMIT 1",
  '2026/11/27 00:28:45 Server started at http://127.0.0.1:8391',
  '├─ REST API: http://127.0.0.1:8391/api/',
  '└─ Admin UI: http://127.0.0.1:8391/_/',
  '[6.00ms] INSERT INTO rate_limits (id, key, hits, window_ends, created, updated)',
  "       VALUES ('37vg9ltbwpaw55h', 'loginFailuresPerAccount:af99', 1, '2026-11-27 00:43:48.052Z')",
  '       ON CONFLICT(key) DO UPDATE SET',
  "         hits = CASE WHEN window_ends <= '2026-11-27 00:28:48.052Z' THEN 1 ELSE hits + 1 END,",
  '       RETURNING hits, window_ends',
  "[0.00ms] SELECT `users`.* FROM `users` WHERE `email`='free@songpad.test' LIMIT 1",
  'ERROR POST /api/collections/users/auth-with-password',
  '└─ Failed to authenticate.',
  '   └─ Invalid login credentials.',
  '[0.00ms] SELECT COUNT(DISTINCT [[songs.id]]) FROM `songs`',
  'INFO GET /api/collections/songs/records',
  // A hook ends PocketBase's own save after the mail has gone.
  'DEBUG Failed to send password reset email',
  '└─ map[error:Error: reset mail sent; its stamp is saved alone at <eval>:3:9(16)]',
]

describe('pocketBaseLines', () => {
  it('shows each request in one line and an error with its whole tree, without SQL', () => {
    expect(shown(pocketBaseLines({ sql: false }), pocketBaseOutput)).toBe(
      [
        'ERROR POST /api/collections/users/auth-with-password',
        '└─ Failed to authenticate.',
        '   └─ Invalid login credentials.',
        'INFO GET /api/collections/songs/records',
      ].join('\n'),
    )
  })

  it('shows every line of every statement and debug entry when asked for SQL', () => {
    const lines = shown(pocketBaseLines({ sql: true }), pocketBaseOutput).split('\n')
    expect(lines).toContain('       RETURNING hits, window_ends')
    expect(lines.filter((line) => line.startsWith('['))).toHaveLength(4)
    expect(lines.slice(-2)).toEqual(pocketBaseOutput.slice(-2))
    expect(lines).not.toContain('├─ REST API: http://127.0.0.1:8391/api/')
  })

  it('leaves out the requests that succeed while quiet, not the errors', () => {
    let seeding = true
    const filter = pocketBaseLines({ sql: false, quiet: () => seeding })
    const seedLines = shown(filter, pocketBaseOutput)
    seeding = false
    expect(seedLines).toBe(
      [
        'ERROR POST /api/collections/users/auth-with-password',
        '└─ Failed to authenticate.',
        '   └─ Invalid login credentials.',
      ].join('\n'),
    )
    expect(filter('INFO GET /api/collections/songs/records')).toBe(
      'INFO GET /api/collections/songs/records',
    )
  })

  it('sees a statement through the colours of a terminal', () => {
    expect(pocketBaseLines({ sql: false })('\u001b[90m[0.00ms] SELECT 1\u001b[0m')).toBeUndefined()
  })

  it('shows what a hook prints after a statement', () => {
    const filter = pocketBaseLines({ sql: false })
    filter('[0.00ms] SELECT 1')
    expect(filter('song saved: abc')).toBe('song saved: abc')
  })
})

// As wrangler 4.86 printed them offline, without CLOUDFLARE_CF_FETCH_ENABLED=false.
const cfWarning = [
  '[wrangler:warn] Unable to fetch the `Request.cf` object! Falling back to a default placeholder...',
  'Error: getaddrinfo ENOTFOUND workers.cloudflare.com',
  '    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:122:26)',
  '    at GetAddrInfoReqWrap.callbackTrampoline (node:internal/async_hooks:130:17)',
]
const functionError =
  '\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1m[/api/get-active-premium] Server is misconfigured: missing PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD.\u001b[0m'

describe('wranglerLines', () => {
  it('drops the failed request.cf look-up with its stack, and the inner port', () => {
    expect(
      shown(wranglerLines(), [
        ...cfWarning,
        ...cfWarning,
        '[wrangler:info] Ready on http://127.0.0.1:37235',
        '[wrangler:info] GET /learn 200 OK (76ms)',
      ]),
    ).toBe('GET /learn 200 OK (76ms)')
  })

  it('keeps errors and other warnings whole', () => {
    const lines = [
      functionError,
      '[wrangler:info] POST /api/get-active-premium 500 Internal Server Error (27ms)',
      // Any other warning, with a stack of its own.
      '[wrangler:warn] Something else went wrong',
      'Error: connect ECONNREFUSED 127.0.0.1:8090',
      '    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)',
    ]
    expect(shown(wranglerLines(), lines).split('\n')).toEqual([
      functionError,
      'POST /api/get-active-premium 500 Internal Server Error (27ms)',
      ...lines.slice(2),
    ])
  })
})
