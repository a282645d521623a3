// A stand-in for Google's OAuth2 endpoints on loopback, for PocketBase's google provider to talk to
// (its authUrl, tokenUrl and userApiUrl settings point here). Google cannot be reached from our machines.
import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type GoogleProfile = {
  id: string
  email: string
  name: string
  picture?: string
  verified_email?: boolean
}

/** What the consent screen does with the next sign-in. */
type NextAnswer = { profile: GoogleProfile } | { error: string } | { wait: true }

type Grant = { profile: GoogleProfile; challenge: string; redirectUri: string }

export type OAuthStandIn = Awaited<ReturnType<typeof startOAuthStandIn>>

const base64Url = (buffer: Buffer) => buffer.toString('base64url')

export async function startOAuthStandIn(client: { clientId: string; clientSecret: string }) {
  let next: NextAnswer | undefined
  const grants = new Map<string, Grant>()
  const tokens = new Map<string, GoogleProfile>()
  /** Every request, as "METHOD /path", for tests that check the conversation. */
  const requests: string[] = []

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push(`${request.method} ${url.pathname}`)
    try {
      if (url.pathname === '/o/oauth2/auth') return authorize(url, response)
      if (url.pathname === '/token' && request.method === 'POST')
        return token(request, await readBody(request), response)
      if (url.pathname === '/userinfo') return userInfo(request, response)
      send(response, 404, { error: 'not_found' })
    } catch (error) {
      send(response, 500, { error: 'server_error', error_description: String(error) })
    }
  })

  // The consent screen: answers at once with a code (or the error the test asked for).
  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams
    const redirectUri = query.get('redirect_uri') ?? ''
    const state = query.get('state') ?? ''
    if (query.get('client_id') !== client.clientId || !redirectUri || !state) {
      return send(response, 400, { error: 'invalid_request' })
    }
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      return send(response, 400, { error: 'invalid_request', error_description: 'PKCE needed' })
    }
    const answer = next
    if (!answer || 'wait' in answer) {
      // Stays on the consent screen, as a user who has not decided yet.
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end(
        '<!doctype html><title>Sign in with Google</title><h1>Choose an account</h1>',
      )
    }
    const back = new URL(redirectUri)
    back.searchParams.set('state', state)
    if ('error' in answer) {
      back.searchParams.set('error', answer.error)
    } else {
      const code = randomUUID()
      grants.set(code, {
        profile: answer.profile,
        challenge: query.get('code_challenge') ?? '',
        redirectUri,
      })
      back.searchParams.set('code', code)
    }
    response.writeHead(302, { location: back.href })
    response.end()
  }

  // Exchanges a code for an access token, checking the client and the PKCE verifier.
  function token(request: IncomingMessage, body: URLSearchParams, response: ServerResponse) {
    const basic = request.headers.authorization?.replace(/^Basic /, '') ?? ''
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':')
    const clientOk =
      (id === client.clientId && secret === client.clientSecret) ||
      (body.get('client_id') === client.clientId &&
        body.get('client_secret') === client.clientSecret)
    if (!clientOk) return send(response, 401, { error: 'invalid_client' })
    const grant = grants.get(body.get('code') ?? '')
    grants.delete(body.get('code') ?? '')
    const verifier = body.get('code_verifier') ?? ''
    const challenge = base64Url(createHash('sha256').update(verifier).digest())
    if (
      !grant ||
      body.get('grant_type') !== 'authorization_code' ||
      body.get('redirect_uri') !== grant.redirectUri ||
      challenge !== grant.challenge
    ) {
      return send(response, 400, { error: 'invalid_grant' })
    }
    const accessToken = randomUUID()
    tokens.set(accessToken, grant.profile)
    send(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 })
  }

  function userInfo(request: IncomingMessage, response: ServerResponse) {
    const profile = tokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '')
    if (!profile) return send(response, 401, { error: 'invalid_token' })
    send(response, 200, { verified_email: true, picture: '', ...profile })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    /** The google provider's endpoint settings in PocketBase (settings.googleAuth). */
    endpoints: {
      authUrl: `${origin}/o/oauth2/auth`,
      tokenUrl: `${origin}/token`,
      userApiUrl: `${origin}/userinfo`,
    },
    requests,
    /** The next consent screen signs in as this profile. */
    signInAs: (profile: GoogleProfile) => {
      next = { profile }
    },
    /** The next consent screen answers with an error, as when the user clicks Cancel. */
    refuse: (error = 'access_denied') => {
      next = { error }
    },
    /** The next consent screen waits for a user who never decides. */
    hang: () => {
      next = { wait: true }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
