// The auth pages' fixed texts and error messages live here once; views and tests read them.
export const AUTH_TEXT = {
  loginFailed: 'Invalid email or password',
  resetFailed: 'There was an error',
  resetSent: 'Check your e-mail',
  sendReset: 'Send password request',
  policyNote: 'Using this service implies your agreement with the linked policies.',
} as const
