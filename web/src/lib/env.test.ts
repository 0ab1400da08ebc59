import { parseEnv } from './env'

describe('parseEnv (zod/mini)', () => {
  it.each([
    ['neither (guest mode)', {}, {}],
    ['blank values count as unset', { VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }, {}],
    [
      'both',
      { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon' },
      { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon' },
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
      { VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'anon' },
      'Invalid environment: VITE_SUPABASE_URL must be a URL',
    ],
  ])('rejects %s, naming the variable', (_label, raw, message) => {
    expect(() => parseEnv(raw)).toThrow(message)
  })
})
