import { createPagesEventContext } from 'cloudflare:test'
import type { Env } from '../../../functions/_lib/env.ts'
import type { ErrorBody } from '../../../functions/_lib/http.ts'

type Handler = PagesFunction<Env>

export interface CallOptions {
  method?: string
  // Sent as JSON.
  body?: unknown
  // Sent as is, for malformed bodies.
  rawBody?: string
  authorization?: string
  // Further request headers, e.g. Cookie or Stripe-Signature.
  headers?: Record<string, string>
  env?: Partial<Env>
}

// Calls a Pages Function handler the way the Pages router would.
export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const method = options.method ?? 'POST'
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (options.authorization !== undefined) headers.set('Authorization', options.authorization)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const payload =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  // Incoming requests carry `cf` properties; a constructed one has none, which handlers tolerate.
  const request = new Request(`https://songpad.test${path}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : payload,
  }) as Request<unknown, IncomingRequestCfProperties>
  const context = createPagesEventContext<Handler>({ request, params: {}, data: {} })
  // A test may override bindings, e.g. to simulate a misconfigured server.
  const env = { ...context.env, ...options.env }
  const response = await handler({ ...context, env })
  const text = await response.text()
  return { response, status: response.status, json: JSON.parse(text) as unknown, text }
}

export function errorOf(json: unknown): ErrorBody {
  return json as ErrorBody
}
