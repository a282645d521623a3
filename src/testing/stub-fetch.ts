import { vi } from 'vitest'

/** A request to the stubbed fetch, read the way the fake servers route and record it. */
export type StubbedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: Record<string, unknown> | undefined
}

/**
 * Stubs fetch at the HTTP boundary: each request (its URL taken against the app's origin, its
 * JSON body parsed) is answered by `answer`; a throw fails the request as a network error would.
 */
export function stubFetch(answer: (request: StubbedRequest) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test')
      return answer({
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      })
    }),
  )
}

/** A JSON answer as PocketBase and our functions give it: a 204 has no body. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
