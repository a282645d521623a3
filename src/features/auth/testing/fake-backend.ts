import { fakeHttp, jsonResponse } from '@/testing/http-fake'
import { makeToken } from '@/testing/tokens'

export type Call = {
  method: string
  path: string
  query: URLSearchParams
  body: Record<string, unknown> | undefined
  authorization: string | null
}

export type Reply = { status?: number; body?: unknown }
type Route = Reply | ((call: Call) => Reply)

/**
 * Stubs fetch at the HTTP boundary: PocketBase (through the real SDK) and our /api functions answer
 * from `routes`, keyed "METHOD /path"; every request is recorded in order.
 */
export function fakeBackend(routes: Record<string, Route>) {
  const calls: Call[] = []
  fakeHttp(({ method, path, query, body, headers }) => {
    const call: Call = { method, path, query, body, authorization: headers.get('Authorization') }
    calls.push(call)
    const route = routes[`${call.method} ${call.path}`]
    const reply: Reply = !route
      ? { status: 404, body: { code: 404, message: `No fake for ${call.method} ${call.path}` } }
      : typeof route === 'function'
        ? route(call)
        : route
    return jsonResponse(reply.status ?? 200, reply.body ?? {})
  })
  return {
    calls,
    steps: () => calls.map((call) => `${call.method} ${call.path}`),
    find: (step: string) => calls.filter((call) => `${call.method} ${call.path}` === step),
  }
}

// Replies in turn; the last one repeats.
export function inTurn(...replies: Reply[]): () => Reply {
  let next = 0
  return () => replies[Math.min(next++, replies.length - 1)] ?? {}
}

export const failure = (status: number, data: Record<string, unknown> = {}): Reply => ({
  status,
  body: { code: status, message: 'Failed.', data },
})

// PocketBase's 400 for the fields it refused, each with its code and message:
// refused({ email: ['validation_invalid_email', 'The email is invalid or already in use.'] }).
export const refused = (fields: Record<string, [code: string, message: string]>): Reply =>
  failure(
    400,
    Object.fromEntries(
      Object.entries(fields).map(([field, [code, message]]) => [field, { code, message }]),
    ),
  )

export const user = { id: 'u1', name: 'Ada', email: 'ada@example.test', verified: false }

export const authReply = (record: object = user, meta?: object): Reply => ({
  body: { token: makeToken(3600), record, ...(meta ? { meta } : {}) },
})
