import { describe, expect, it } from 'vitest'
import { onRequest } from '../../functions/api/[[path]].ts'
import { call } from './support/call.ts'

describe('/api/* catch-all', () => {
  it.each(['GET', 'POST'])('answers %s on an unknown endpoint with JSON 404', async (method) => {
    const result = await call(onRequest, '/api/nope', { method, body: {} })
    const message = 'No API endpoint at /api/nope.'
    expect(result.status).toBe(404)
    expect(result.json).toEqual({ error: { status: 404, message }, message })
    // Every function answer is JSON and says so for good (functions/_lib/http.ts).
    expect(result.response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})
