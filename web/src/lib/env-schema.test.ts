// @vitest-environment node
import { parseEnv } from './env-schema'

const backend = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_STRIPE_PRICE_BASIC: 'price_basic_monthly',
  VITE_STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
}

describe('parseEnv (zod/mini)', () => {
  it.each([
    ['neither (guest mode)', {}, {}],
    ['blank values count as unset', { VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }, {}],
    ['a backend with its price ids', backend, backend],
    [
      'STUN servers for the meeting room',
      { VITE_STUN_URLS: 'stun:stun.example.org:3478, stuns:stun2.example.org' },
      { VITE_STUN_URLS: 'stun:stun.example.org:3478, stuns:stun2.example.org' },
    ],
  ])('accepts %s', (_label, raw, expected) => {
    expect(parseEnv(raw)).toEqual(expected)
  })

  it.each([
    [
      'only the URL',
      { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' },
      'Invalid environment: Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (guest mode).',
    ],
    [
      'only the key',
      { VITE_SUPABASE_ANON_KEY: 'anon' },
      'Invalid environment: Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (guest mode).',
    ],
    [
      'a malformed URL',
      { ...backend, VITE_SUPABASE_URL: 'not a url' },
      'Invalid environment: VITE_SUPABASE_URL must be a URL',
    ],
    [
      'a STUN list with another scheme',
      { VITE_STUN_URLS: 'stun:stun.example.org,turn:turn.example.org' },
      'Invalid environment: VITE_STUN_URLS must be STUN URLs separated by commas (stun:host:port,...)',
    ],
    [
      'a backend without price ids',
      { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon' },
      'Invalid environment: With a backend, set VITE_STRIPE_PRICE_BASIC and VITE_STRIPE_PRICE_PREMIUM to the price ids the edge functions use (STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM).',
    ],
    [
      'a price id that is not one',
      { ...backend, VITE_STRIPE_PRICE_PREMIUM: 'prod_123' },
      'Invalid environment: VITE_STRIPE_PRICE_PREMIUM must be a Stripe price id (price_...)',
    ],
  ])('rejects %s, naming the variable', (_label, raw, message) => {
    expect(() => parseEnv(raw)).toThrow(message)
  })
})
