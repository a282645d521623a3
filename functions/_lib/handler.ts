import { ClientResponseError } from 'pocketbase'
import type * as v from 'valibot'
import { type AuthUser, readToken, verifyUserToken } from './auth.ts'
import { type BodySchema, parseBody } from './body.ts'
import { ConfigError, type Env, type EnvKey, type EnvWith, requireEnv } from './env.ts'
import { errorJson, HttpError } from './http.ts'
import { assertMethod, type Method } from './method.ts'

export interface HandlerOptions<
  K extends EnvKey,
  S extends BodySchema | undefined,
  A extends boolean,
> {
  methods: readonly Method[]
  // Bindings the function cannot run without; missing ones answer 500.
  env?: readonly K[]
  // Valibot object schema for the JSON body; omit for body-less calls.
  body?: S
  // An empty body counts as `{}`, for calls that may send nothing.
  allowEmptyBody?: boolean
  // Verify the caller's PocketBase token (needs POCKETBASE_URL).
  auth?: A
}

export interface HandlerContext<K extends EnvKey, S, A> {
  request: Request
  env: EnvWith<K>
  body: S extends BodySchema ? v.InferOutput<S> : undefined
  user: A extends true ? AuthUser : undefined
  waitUntil: (promise: Promise<unknown>) => void
}

// Order: method (405), config (500), token (401), body (400), then the function's own checks.
export function handler<
  K extends EnvKey = never,
  S extends BodySchema | undefined = undefined,
  A extends boolean = false,
>(
  options: HandlerOptions<K, S, A>,
  run: (ctx: HandlerContext<K, S, A>) => Promise<Response>,
): PagesFunction<Env> {
  return async (context) => {
    const { request, env } = context
    try {
      assertMethod(request, options.methods)
      const keys: readonly EnvKey[] = options.env ?? []
      const checked = requireEnv(env, options.auth ? [...keys, 'POCKETBASE_URL'] : keys)
      const token = options.auth ? readToken(request) : undefined
      const user = token
        ? await verifyUserToken(checked.POCKETBASE_URL as string, token)
        : undefined
      const body = options.body
        ? await parseBody(request, options.body, options.allowEmptyBody)
        : undefined
      return await run({
        request,
        env: checked as EnvWith<K>,
        body: body as HandlerContext<K, S, A>['body'],
        user: user as HandlerContext<K, S, A>['user'],
        waitUntil: (promise) => context.waitUntil(promise),
      })
    } catch (error) {
      return toErrorResponse(request, error)
    }
  }
}

export const UNAVAILABLE =
  'Songpad cannot reach its database right now. Please try again in a moment.'

function toErrorResponse(request: Request, error: unknown): Response {
  if (error instanceof HttpError) return error.toResponse()
  if (error instanceof ConfigError) {
    console.error(`[${new URL(request.url).pathname}] ${error.message}`)
    return errorJson(500, error.message)
  }
  // PocketBase unreachable (status 0): an outage, not a bug and not the caller's fault.
  if (error instanceof ClientResponseError && error.status === 0 && !error.isAbort) {
    console.warn(`[${new URL(request.url).pathname}] PocketBase unreachable: ${error.message}`)
    return errorJson(503, UNAVAILABLE)
  }
  // Log the details for the operator; tell the caller nothing internal.
  console.error(`[${new URL(request.url).pathname}] unexpected error`, error)
  return errorJson(500, 'Something went wrong on our side. Please try again later.')
}
