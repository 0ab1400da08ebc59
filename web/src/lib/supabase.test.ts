export {}

const env = vi.hoisted(() => ({
  VITE_SUPABASE_URL: undefined as string | undefined,
  VITE_SUPABASE_ANON_KEY: undefined as string | undefined,
}))
const loaded = vi.hoisted(() => ({ supabaseJs: 0 }))
vi.mock('@/lib/env', () => ({ env }))
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  loaded.supabaseJs += 1
  return importOriginal()
})

const URL_ = 'http://127.0.0.1:54321'

/** A session as supabase-js persists it (under `sb-<first label of the host>-auth-token`), valid for another hour. */
function storeSession(accessToken: string, host = '127') {
  const now = Math.floor(Date.now() / 1000)
  const user = {
    id: 'u1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: {},
    created_at: new Date().toISOString(),
  }
  localStorage.setItem(
    `sb-${host}-auth-token`,
    JSON.stringify({
      access_token: accessToken,
      refresh_token: 'r1',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      user,
    }),
  )
}

/** The requests the clients sent, with the headers that carry who is asking. */
function stubFetch() {
  const sent: { url: string; apikey: string | null; authorization: string | null }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      sent.push({ url: String(input), apikey: headers.get('apikey'), authorization: headers.get('Authorization') })
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return sent
}

describe('loadSupabase', () => {
  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
    loaded.supabaseJs = 0
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('resolves to null in guest mode, and so do the services', async () => {
    env.VITE_SUPABASE_URL = undefined
    env.VITE_SUPABASE_ANON_KEY = undefined
    const { loadSupabase, loadSupabaseServices } = await import('./supabase')
    expect(await loadSupabase()).toBeNull()
    expect(await loadSupabaseServices()).toBeNull()
    expect(loaded.supabaseJs).toBe(0)
  })

  it('shares one client, whose database requests carry the anon key, then the session token', async () => {
    env.VITE_SUPABASE_URL = URL_
    env.VITE_SUPABASE_ANON_KEY = 'anon'
    const sent = stubFetch()
    const { loadSupabase } = await import('./supabase')
    const [a, b] = await Promise.all([loadSupabase(), loadSupabase()])
    expect(a).toBe(b)
    const client = a!

    await client.from('rooms').select('slug')
    expect(sent.at(-1)).toEqual({
      url: `${URL_}/rest/v1/rooms?select=slug`,
      apikey: 'anon',
      authorization: 'Bearer anon',
    })

    storeSession('member-token')
    const fresh = await (await import('./supabase')).loadSupabase()
    expect(fresh).toBe(client)
    await client.rpc('is_admin')
    expect(sent.at(-1)).toEqual({
      url: `${URL_}/rest/v1/rpc/is_admin`,
      apikey: 'anon',
      authorization: 'Bearer member-token',
    })
    // The database half never loads supabase-js (Realtime, Storage, Functions).
    expect(loaded.supabaseJs).toBe(0)
  })

  it('reads the session supabase-js stored, under its key', async () => {
    env.VITE_SUPABASE_URL = URL_
    env.VITE_SUPABASE_ANON_KEY = 'anon'
    env.VITE_SUPABASE_URL = 'http://localhost:54321'
    stubFetch()
    storeSession('stored-token', 'localhost')
    const { loadSupabase } = await import('./supabase')
    const { data } = await (await loadSupabase())!.auth.getSession()
    expect(data.session?.access_token).toBe('stored-token')
    expect(data.session?.user.email).toBe('ada@example.com')
  })
})

describe('loadSupabaseServices', () => {
  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
    env.VITE_SUPABASE_URL = 'http://nexus.test:54321'
    env.VITE_SUPABASE_ANON_KEY = 'anon'
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("calls functions and joins channels with the session's token, and with the anon key once signed out", async () => {
    const sent = stubFetch()
    storeSession('member-token', 'nexus')
    const { loadSupabase, loadSupabaseServices } = await import('./supabase')
    const [services, again] = await Promise.all([loadSupabaseServices(), loadSupabaseServices()])
    expect(services).toBe(again)

    await services!.functions.invoke('check-subscription')
    expect(sent.at(-1)).toEqual({
      url: 'http://nexus.test:54321/functions/v1/check-subscription',
      apikey: 'anon',
      authorization: 'Bearer member-token',
    })
    expect(services!.realtime.accessTokenValue).toBe('member-token')
    // It has no Auth of its own: one session, the database client's.
    expect(() => services!.auth.getSession).toThrow(/accessToken option/)

    await (await loadSupabase())!.auth.signOut({ scope: 'local' })
    await vi.waitFor(() => expect(services!.realtime.accessTokenValue).toBe('anon'))
    await services!.functions.invoke('check-subscription')
    expect(sent.at(-1)?.authorization).toBe('Bearer anon')
  })
})
