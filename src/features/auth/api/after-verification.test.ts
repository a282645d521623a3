// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fakeBackend } from '../testing/fake-backend'
import { claimWaitingEduSeat, completeVerification } from './after-verification'

const session = { id: 'u1', name: 'Nora', email: 'nora@school.test' }

describe('completeVerification', () => {
  it('asks for the edu seat and both lists for a newsletter reader, as the stored user says', async () => {
    const { calls } = fakeBackend({
      'GET /api/collections/users/records/u1': {
        body: { ...session, verified: true, subscribed_to_email_member: true },
      },
      'POST /api/check-edu-license': { body: { granted: true } },
      'POST /api/add-email-list-member': { body: { ok: true } },
    })
    await completeVerification(session)
    expect(
      calls
        .filter((call) => call.path.startsWith('/api/') && call.method === 'POST')
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/check-edu-license', { email: session.email, id: 'u1' }],
      ['/api/add-email-list-member', { email: session.email, list: 3, name: 'Nora' }],
      ['/api/add-email-list-member', { email: session.email, list: 2, name: 'Nora' }],
    ])
  })

  it('adds no newsletter for someone who chose none, and shrugs off refusals', async () => {
    const { calls } = fakeBackend({
      'GET /api/collections/users/records/u1': {
        body: { ...session, verified: true, subscribed_to_email_member: false },
      },
      'POST /api/check-edu-license': { status: 503, body: { message: 'Down.' } },
      'POST /api/add-email-list-member': { status: 502, body: { message: 'Down.' } },
    })
    await expect(completeVerification(session)).resolves.toBeUndefined()
    const lists = calls.filter((call) => call.path === '/api/add-email-list-member')
    expect(lists.map((call) => call.body?.list)).toEqual([3])
  })
})

describe('claimWaitingEduSeat', () => {
  it('asks for the seat of a confirmed address, and shrugs off a refusal', async () => {
    const { calls } = fakeBackend({
      'POST /api/check-edu-license': { status: 503, body: { message: 'Down.' } },
    })
    await expect(claimWaitingEduSeat({ ...session, verified: true })).resolves.toBeUndefined()
    expect(calls.filter((call) => call.path === '/api/check-edu-license')).toHaveLength(1)
  })

  it('asks nothing for an address not yet confirmed', async () => {
    const { calls } = fakeBackend({})
    await claimWaitingEduSeat({ ...session, verified: false })
    expect(calls).toEqual([])
  })
})
