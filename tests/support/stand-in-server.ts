// Vitest global setup for the functions tests: a local stand-in for the third-party APIs the
// functions call (Stripe's and Brevo's), so the tests run offline and can see what was sent.
// Tests reach it through tests/functions/support/stand-in.ts; GET /_requests lists what it received.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'

import {
  type RecordedRequest,
  STAND_IN_KEYS,
  STAND_IN_PATHS,
} from '../functions/support/stand-in-keys.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    standInUrl: string
  }
}

type Reply = [status: number, body: unknown]

// Brevo's lists as the stand-in has been told: "list:email" for each membership.
const brevoMembers = new Set<string>()
const BREVO_REMOVE = /^\/contacts\/lists\/(\d+)\/contacts\/remove$/

function brevo(request: RecordedRequest, path: string): Reply {
  const key = request.headers['api-key']
  if (key === STAND_IN_KEYS.brevoDown) return [500, { code: 'internal_error', message: 'Down.' }]
  if (key === STAND_IN_KEYS.brevoRejected) {
    return [401, { code: 'unauthorized', message: 'Key not found' }]
  }
  if (path === '/contacts') {
    const { email, listIds } = JSON.parse(request.body) as { email: string; listIds: number[] }
    for (const list of listIds) brevoMembers.add(`${list}:${email}`)
    return [201, { id: 1 }]
  }
  const list = BREVO_REMOVE.exec(path)?.[1]
  if (!list) return [404, { code: 'not_found', message: `No stand-in for ${path}.` }]
  const { emails } = JSON.parse(request.body) as { emails: string[] }
  const removed = emails.filter((email) => brevoMembers.delete(`${list}:${email}`))
  // What Brevo answers when none of the addresses is on the list.
  if (!removed.length) {
    return [
      400,
      {
        code: 'invalid_parameter',
        message: 'Contact already removed from list and/or does not exist',
      },
    ]
  }
  return [201, { contacts: { success: removed, failure: [] } }]
}

let sessions = 0

function stripe(request: RecordedRequest): Reply {
  if (request.headers.authorization === `Bearer ${STAND_IN_KEYS.stripeDown}`) {
    return [500, { error: { type: 'api_error', message: 'Stand-in failure.' } }]
  }
  const form = new URLSearchParams(request.body)
  const id = `cs_test_standin${++sessions}`
  return [
    200,
    {
      id,
      object: 'checkout.session',
      mode: form.get('mode'),
      client_reference_id: form.get('client_reference_id'),
      url: `https://checkout.stripe.test/c/pay/${id}`,
    },
  ]
}

function route(request: RecordedRequest): Reply {
  if (request.method === 'POST' && request.path.startsWith(`${STAND_IN_PATHS.brevo}/contacts`))
    return brevo(request, request.path.slice(STAND_IN_PATHS.brevo.length))
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return stripe(request)
  return [404, { error: { message: `No stand-in for ${request.method} ${request.path}.` } }]
}

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const recorded: RecordedRequest[] = []
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = new URL(incoming.url ?? '/', 'http://stand-in').pathname
    const send = ([status, body]: Reply) => {
      outgoing.writeHead(status, { 'Content-Type': 'application/json' })
      outgoing.end(JSON.stringify(body))
    }
    if (incoming.method === 'GET' && path === STAND_IN_PATHS.requests) return send([200, recorded])
    const request = {
      method: incoming.method ?? '',
      path,
      headers: incoming.headers,
      body: await readBody(incoming),
    }
    recorded.push(request)
    send(route(request))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('standInUrl', `http://127.0.0.1:${port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
