import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach } from 'vitest'

/** A request the fake servers route and record: what the app sent, its JSON body parsed. */
export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: Record<string, unknown> | undefined
  /** Whether the app asked for the request to outlive the page. */
  keepalive: boolean
}

// One interceptor for the test file, started by the first fake: a request no fake answers fails
// the test instead of reaching the network.
const server = setupServer()
let listening = false
afterEach(() => server.resetHandlers())
afterAll(() => {
  if (listening) server.close()
  listening = false
})

/**
 * Answers every HTTP request the app makes (through fetch, as the PocketBase SDK and our functions
 * client send them) with `answer`, until the test ends; a throw fails the request as a network
 * error would.
 */
export function fakeHttp(answer: (request: FakeRequest) => Response | Promise<Response>) {
  if (!listening) server.listen({ onUnhandledRequest: 'error' })
  listening = true
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url)
      const text = await request.text()
      try {
        return await answer({
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: text ? JSON.parse(text) : undefined,
          keepalive: request.keepalive,
        })
      } catch {
        return HttpResponse.error()
      }
    }),
  )
}

/** A JSON answer as PocketBase and our functions give it: a 204 has no body. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
