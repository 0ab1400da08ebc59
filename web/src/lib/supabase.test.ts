export {}

const env = vi.hoisted(() => ({
  VITE_SUPABASE_URL: undefined as string | undefined,
  VITE_SUPABASE_ANON_KEY: undefined as string | undefined,
}))
const loaded = vi.hoisted(() => ({ supabaseJs: 0, realtime: 0, storage: 0, functions: 0 }))
vi.mock('@/lib/env', () => ({ env }))
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  loaded.supabaseJs += 1
  return importOriginal()
})
vi.mock('@supabase/realtime-js', async (importOriginal) => {
  loaded.realtime += 1
  return importOriginal()
})
vi.mock('@supabase/storage-js', async (importOriginal) => {
  loaded.storage += 1
  return importOriginal()
})
vi.mock('@supabase/functions-js', async (importOriginal) => {
  loaded.functions += 1
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
    Object.assign(loaded, { supabaseJs: 0, realtime: 0, storage: 0, functions: 0 })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('resolves to null in guest mode, and so do Realtime, Storage and Functions, loading none of them', async () => {
    env.VITE_SUPABASE_URL = undefined
    env.VITE_SUPABASE_ANON_KEY = undefined
    const { loadSupabase, loadSupabaseRealtime, loadSupabaseStorage, loadSupabaseFunctions } =
      await import('./supabase')
    expect(await loadSupabase()).toBeNull()
    expect(await loadSupabaseRealtime()).toBeNull()
    expect(await loadSupabaseStorage()).toBeNull()
    expect(await loadSupabaseFunctions()).toBeNull()
    expect(loaded).toEqual({ supabaseJs: 0, realtime: 0, storage: 0, functions: 0 })
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
    // The database client loads neither supabase-js nor Realtime, Storage or Functions.
    expect(loaded).toEqual({ supabaseJs: 0, realtime: 0, storage: 0, functions: 0 })
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

describe('Realtime, Storage and Functions', () => {
  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
    Object.assign(loaded, { supabaseJs: 0, realtime: 0, storage: 0, functions: 0 })
    env.VITE_SUPABASE_URL = 'http://nexus.test:54321'
    env.VITE_SUPABASE_ANON_KEY = 'anon'
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("calls functions with the session's token, and with the anon key once signed out, loading Functions only", async () => {
    const sent = stubFetch()
    storeSession('member-token', 'nexus')
    const { loadSupabase, loadSupabaseFunctions } = await import('./supabase')
    const [functions, again] = await Promise.all([loadSupabaseFunctions(), loadSupabaseFunctions()])
    expect(functions).toBe(again)

    await functions!.invoke('check-subscription')
    expect(sent.at(-1)).toEqual({
      url: 'http://nexus.test:54321/functions/v1/check-subscription',
      apikey: 'anon',
      authorization: 'Bearer member-token',
    })
    await (await loadSupabase())!.auth.signOut({ scope: 'local' })
    await functions!.invoke('check-subscription')
    expect(sent.at(-1)?.authorization).toBe('Bearer anon')
    expect(loaded).toEqual({ supabaseJs: 0, realtime: 0, storage: 0, functions: 1 })
  })

  it("joins channels on the project's Realtime socket with the session's token, then the anon key once signed out", async () => {
    stubFetch()
    storeSession('member-token', 'nexus')
    const { loadSupabase, loadSupabaseRealtime } = await import('./supabase')
    const [realtime, again] = await Promise.all([loadSupabaseRealtime(), loadSupabaseRealtime()])
    expect(realtime).toBe(again)
    expect(realtime!.endpointURL()).toMatch(/^ws:\/\/nexus\.test:54321\/realtime\/v1\/websocket\?apikey=anon&/)
    expect(realtime!.accessTokenValue).toBe('member-token')

    await (await loadSupabase())!.auth.signOut({ scope: 'local' })
    await vi.waitFor(() => expect(realtime!.accessTokenValue).toBe('anon'))
    expect(loaded).toEqual({ supabaseJs: 0, realtime: 1, storage: 0, functions: 0 })
  })

  it("stores files in the project's Storage with the session's token, loading Storage only", async () => {
    const sent = stubFetch()
    storeSession('member-token', 'nexus')
    const { loadSupabaseStorage } = await import('./supabase')
    const storage = await loadSupabaseStorage()
    await storage!.from('resources').remove(['u1/r1.pdf'])
    expect(sent.at(-1)).toEqual({
      url: 'http://nexus.test:54321/storage/v1/object/resources',
      apikey: 'anon',
      authorization: 'Bearer member-token',
    })
    expect(loaded).toEqual({ supabaseJs: 0, realtime: 0, storage: 1, functions: 0 })
  })
})
