import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const origin = 'https://www.songpad.app'

describe('parseEnv', () => {
  it('falls back to the local PocketBase and the page origin', () => {
    expect(parseEnv({ MODE: 'production' }, origin)).toEqual({
      POCKETBASE_URL: 'http://127.0.0.1:8090',
      SITE_URL: origin,
      ANALYTICS_ID: undefined,
      AD_SCRIPT_URL: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
    })
  })

  it('reads every variable and treats empty ones as unset', () => {
    const env = parseEnv(
      {
        VITE_POCKETBASE_URL: 'https://pb.songpad.app',
        VITE_SITE_URL: 'https://www.songpad.app/',
        VITE_ANALYTICS_ID: 'G-ABC123',
        VITE_AD_SCRIPT_URL: '',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      },
      'http://other',
    )
    expect(env).toMatchObject({
      POCKETBASE_URL: 'https://pb.songpad.app',
      SITE_URL: 'https://www.songpad.app',
      ANALYTICS_ID: 'G-ABC123',
      AD_SCRIPT_URL: undefined,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    })
  })

  it('throws a clear error naming each invalid variable', () => {
    expect(() =>
      parseEnv({ VITE_POCKETBASE_URL: 'not a url', VITE_ANALYTICS_ID: 'UA-1' }, origin),
    ).toThrow(
      /Invalid environment variables:\n- VITE_POCKETBASE_URL: .*\n- VITE_ANALYTICS_ID: .*Google tag id/,
    )
  })
})
