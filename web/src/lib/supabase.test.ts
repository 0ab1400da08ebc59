// @vitest-environment node
export {}

const env = vi.hoisted(() => ({
  VITE_SUPABASE_URL: undefined as string | undefined,
  VITE_SUPABASE_ANON_KEY: undefined as string | undefined,
}))
const createClient = vi.hoisted(() => vi.fn((url: string, key: string) => ({ url, key })))
vi.mock('@/lib/env', () => ({ env }))
vi.mock('@supabase/supabase-js', () => ({ createClient }))

describe('loadSupabase', () => {
  beforeEach(() => {
    vi.resetModules()
    createClient.mockClear()
  })

  it('resolves to null in guest mode without loading supabase-js', async () => {
    env.VITE_SUPABASE_URL = undefined
    env.VITE_SUPABASE_ANON_KEY = undefined
    const { loadSupabase } = await import('./supabase')
    expect(await loadSupabase()).toBeNull()
    expect(createClient).not.toHaveBeenCalled()
  })

  it('creates one client with the URL and anon key, shared by every caller', async () => {
    env.VITE_SUPABASE_URL = 'http://127.0.0.1:54321'
    env.VITE_SUPABASE_ANON_KEY = 'anon'
    const { loadSupabase } = await import('./supabase')
    const [a, b] = await Promise.all([loadSupabase(), loadSupabase()])
    expect(a).toBe(b)
    expect(await loadSupabase()).toBe(a)
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(createClient).toHaveBeenCalledWith('http://127.0.0.1:54321', 'anon')
  })
})
