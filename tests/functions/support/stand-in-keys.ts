// Shared by the stand-in server (Node, tests/support/stand-in-server.ts) and the tests (workerd).

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

// Keys that make a stand-in fail the way the real service would.
export const STAND_IN_KEYS = {
  brevoDown: 'brevo-down',
  brevoRejected: 'brevo-rejected',
  stripeDown: 'sk_test_stand_in_down',
} as const

// Where each stand-in lives on the server.
export const STAND_IN_PATHS = {
  brevo: '/brevo/v3',
  requests: '/_requests',
} as const
