import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { useEffect, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { prefetchMemberAccount } from '@/lib/auth/account-prefetch'
import { AuthProvider, useAuth, type AuthContextValue } from '@/lib/auth/auth-provider'
import { RouteGuard } from '@/lib/auth/route-guard'
import { loadSupabase, loadSupabaseFunctions } from '@/lib/supabase'
import { loadLiveRealtime } from '@/lib/member/live-services'
import { presenceHeartbeats, userChannels } from '@/lib/member/members-db'
import { HEARTBEAT_MS } from '@/lib/member/presence-heartbeat'
import { PRESENCE_TOPIC } from '@/lib/member/user-channel'

const backend = vi.hoisted(() => ({ configured: false }))
vi.mock('@/lib/env', () => ({
  get isBackendConfigured() {
    return backend.configured
  },
}))
vi.mock('@/lib/supabase', () => ({ loadSupabase: vi.fn(), loadSupabaseFunctions: vi.fn() }))
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('@/lib/member/live-services', () => ({ loadLiveRealtime: vi.fn() }))

type Listener = (event: string, session: { user: object } | null) => void

const ADA = {
  id: 'u-ada',
  email: 'ada@example.com',
  user_metadata: { name: 'Ada from sign-up' },
  app_metadata: { provider: 'email' },
}
const ADMIN = { ...ADA, id: 'u-admin', email: 'boss@example.com', app_metadata: { provider: 'email', role: 'admin' } }
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/**
 * A stand-in for the supabase-js client: auth events, three tables (the `entitlements` row is
 * `record`, the member's `user_roles` rows are `roles`) and check-subscription (asked only when
 * there is no row; answers `checked`), and `my_plan()` (answers `plan`).
 */
function fakeClient({
  session = null as { user: object } | null,
  sessionError = null as { message: string } | null,
  record = { subscribed: false, subscription_tier: null, subscription_end: null, trial_end: future(5) } as
    object | null,
  checkStatus = 200,
  checked = null as object | null,
  profile = { name: 'Ada Lovelace' } as object | null,
  profileError = null as { message: string } | null,
  roles = [] as string[],
  rolesError = null as { message: string } | null,
  plan = 'trial' as string | null,
} = {}) {
  let listener: Listener = () => {}
  let entitlement = record
  let heldRoles = roles
  const maybeSingle = vi.fn(async function (this: { table: string }) {
    if (this.table === 'profiles') return { data: profile, error: profileError }
    return { data: entitlement, error: null }
  })
  const client = {
    auth: {
      getSession: vi.fn(async () => ({ data: { session }, error: sessionError })),
      onAuthStateChange: vi.fn((cb: Listener) => {
        listener = cb
        return { data: { subscription: { unsubscribe: vi.fn() } } }
      }),
      signInWithPassword: vi.fn(async () => ({ data: {}, error: null as { message: string } | null })),
      signUp: vi.fn(async () => ({
        data: {} as { user?: object | null; session?: object | null },
        error: null as { message: string } | null,
      })),
      signOut: vi.fn(async () => {
        listener('SIGNED_OUT', null)
        return { error: null as { message: string } | null }
      }),
    },
    functions: {
      invoke: vi.fn(async () => {
        const response = new Response(checkStatus === 200 ? null : JSON.stringify({ error: 'nope' }), {
          status: checkStatus,
        })
        return checkStatus === 200
          ? { data: checked, error: null, response }
          : { data: null, error: Object.assign(new Error('non-2xx'), { context: response }), response }
      }),
    },
    // my_plan(), read with the entitlements row.
    rpc: vi.fn(async (name: string) =>
      name === 'my_plan' ? { data: plan, error: null } : { data: null, error: { message: `no ${name}` } },
    ),
    from: vi.fn((table: string) => {
      const query = { table, select: () => query, eq: () => query, maybeSingle }
      if (table !== 'user_roles') return query
      // The roles read is awaited after eq(): a thenable answering the member's rows.
      const answer = () =>
        Promise.resolve(
          rolesError ? { data: null, error: rolesError } : { data: heldRoles.map((role) => ({ role })), error: null },
        )
      const rows = { then: (...args: Parameters<Promise<unknown>['then']>) => answer().then(...args) }
      return { table, select: () => ({ eq: () => rows }) }
    }),
  }
  vi.mocked(loadSupabase).mockResolvedValue(client as never)
  vi.mocked(loadSupabaseFunctions).mockResolvedValue(client.functions as never)
  return {
    client,
    emit: (event: string, s: { user: object } | null) => act(() => listener(event, s)),
    /** What the `entitlements` row holds from now on. */
    setRecord: (next: object | null) => {
      entitlement = next
    },
    /** The member's `user_roles` rows from now on (an administrator granted or took away a role). */
    setRoles: (next: string[]) => {
      heldRoles = next
    },
  }
}

/** The latest value of useAuth(), captured after each render. */
const probe: { value: AuthContextValue | null } = { value: null }
const current = new Proxy({} as AuthContextValue, {
  get: (_target, key) => probe.value![key as keyof AuthContextValue],
})

function Where() {
  return <p>at {useLocation().pathname}</p>
}

function Identity() {
  const auth = useAuth()
  useEffect(() => {
    probe.value = auth
  })
  const { status, user } = auth
  return (
    <>
      <p data-testid="who">
        {status} {user.id} {user.name} {user.subscription.plan} {user.subscription.status}
      </p>
      <RouteGuard />
    </>
  )
}

function renderAt(path: string, element: ReactNode = <Identity />) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
            <AuthProvider>{element}</AuthProvider>
          </SWRConfig>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  )
  return render(<RouterProvider router={router} />)
}

const who = () => screen.getByTestId('who').textContent

beforeEach(() => {
  sessionStorage.clear()
  backend.configured = false
  vi.mocked(toast).mockClear()
  vi.mocked(loadSupabase).mockReset()
  vi.mocked(loadSupabaseFunctions).mockReset()
})

describe('AuthProvider without a backend', () => {
  it('is ready at once with the guest and never loads supabase-js', () => {
    renderAt('/dashboard')
    expect(who()).toBe('ready guest Guest free trialing')
    expect(loadSupabase).not.toHaveBeenCalled()
  })

  it('the guard shows the page to the guest, no redirect', () => {
    renderAt('/settings/billing')
    expect(screen.getByText('at /settings/billing')).toBeInTheDocument()
  })

  it('signOut leaves the guest at /, without a toast', async () => {
    renderAt('/profile')
    await act(() => current.signOut())
    expect(screen.getByText('at /')).toBeInTheDocument()
    expect(toast).not.toHaveBeenCalled()
  })

  it('signIn fails with the Login failed toast and rethrows', async () => {
    vi.mocked(loadSupabase).mockResolvedValue(null)
    renderAt('/auth')
    await expect(act(() => current.signIn({ email: 'a@b.co', password: 'password1' }))).rejects.toThrow(
      'Accounts need a configured backend.',
    )
    expect(toast).toHaveBeenCalledWith({
      title: 'Login failed',
      description: 'Accounts need a configured backend.',
      variant: 'destructive',
    })
  })
})

describe('AuthProvider with a backend', () => {
  beforeEach(() => {
    backend.configured = true
  })

  it('shows the spinner while loading, then the guest when there is no session', async () => {
    fakeClient()
    renderAt('/dashboard')
    expect(screen.getByText('Loading your session...')).toBeInTheDocument()
    await waitFor(() => expect(who()).toBe('ready guest Guest free trialing'))
    expect(screen.getByText('at /dashboard')).toBeInTheDocument()
  })

  it('a session fetch error is logged only and leaves the guest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeClient({ sessionError: { message: 'storage broken' } })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready guest Guest free trialing'))
    expect(warn).toHaveBeenCalledWith('Session fetch failed; continuing as guest:', 'storage broken')
    expect(toast).not.toHaveBeenCalled()
  })

  it('a failure to load the client is logged and leaves the guest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.mocked(loadSupabase).mockRejectedValue(new Error('chunk failed'))
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready guest Guest free trialing'))
    expect(warn).toHaveBeenCalled()
  })

  it('loads a member: name from the profile, subscription from the entitlements view, no edge function', async () => {
    const { client } = fakeClient({ session: { user: ADA } })
    renderAt('/dashboard')
    expect(screen.getByText('Loading your session...')).toBeInTheDocument()
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    expect(client.from).toHaveBeenCalledWith('entitlements')
    expect(client.from).toHaveBeenCalledWith('profiles')
    expect(client.functions.invoke).not.toHaveBeenCalled()
    expect(current.user).toMatchObject({ email: 'ada@example.com', isAdmin: false, isGuest: false })
    // The database's plan, read with the account data, for what the screens show.
    expect(client.rpc).toHaveBeenCalledWith('my_plan')
    expect(current.user.serverPlan).toBe('trial')
  })

  it('a paying member is active on the tier the server reports', async () => {
    fakeClient({
      session: { user: ADA },
      record: { subscribed: true, subscription_tier: 'basic', subscription_end: future(20), trial_end: future(-50) },
    })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace basic active'))
  })

  it('a member with no subscriber row yet gets it from check-subscription, which creates it', async () => {
    const { client } = fakeClient({
      session: { user: ADA },
      record: null,
      checked: { subscribed: false, subscription_tier: null, subscription_end: null, trial_end: future(3) },
    })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    expect(client.functions.invoke).toHaveBeenCalledWith('check-subscription', {})
  })

  it('no subscriber record and no account (404): no trial is invented: free, expired, no trial end', async () => {
    fakeClient({ session: { user: ADA }, record: null, checkStatus: 404 })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free expired'))
    expect(current.user.trialEndDate).toBeNull()
  })

  it('the profile name falls back to the sign-up name, and a profile error shows its toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeClient({ session: { user: ADA }, profile: null, profileError: { message: 'boom' } })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada from sign-up free trialing'))
    expect(toast).toHaveBeenCalledWith({
      title: 'Error loading profile',
      description: 'There was an issue loading your profile data.',
    })
  })

  it("reads a member's account once when the app prefetched it before the first render", async () => {
    const { client } = fakeClient({ session: { user: ADA } })
    await prefetchMemberAccount()
    expect(client.from.mock.calls).toEqual([['entitlements'], ['profiles'], ['user_roles']])
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    // The provider took over the prefetched requests instead of asking again.
    expect(client.from).toHaveBeenCalledTimes(3)
  })

  it('prefetches nothing for a guest or a session still owing its second factor', async () => {
    const unverified = { ...ADA, factors: [{ status: 'verified' }] }
    for (const session of [null, { user: unverified, access_token: 'x.e30.y' }]) {
      const { client } = fakeClient({ session })
      await prefetchMemberAccount()
      expect(client.from).not.toHaveBeenCalled()
    }
    vi.mocked(loadSupabase).mockRejectedValue(new Error('chunk failed'))
    await expect(prefetchMemberAccount()).resolves.toBeUndefined()
  })

  it("the admin role in the member's user_roles rows gives plan admin, active", async () => {
    const { client } = fakeClient({ session: { user: ADA }, roles: ['admin'] })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace admin active'))
    expect(current.user.isAdmin).toBe(true)
    expect(client.from).toHaveBeenCalledWith('user_roles')
    expect(client.functions.invoke).not.toHaveBeenCalled()
  })

  it('the admin claim in the token alone makes nobody an administrator, nor does a moderator role', async () => {
    fakeClient({ session: { user: ADMIN }, roles: ['moderator'] })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-admin Ada Lovelace free trialing'))
    expect(current.user.isAdmin).toBe(false)
  })

  it('a role granted in the app counts when the window regains focus, and so does one taken away', async () => {
    const { setRoles } = fakeClient({ session: { user: ADA } })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    setRoles(['admin'])
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace admin active'))
    setRoles([])
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
  })

  it('a failed roles read is logged and counts as no role', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeClient({ session: { user: ADA }, rolesError: { message: 'boom' } })
    renderAt('/dashboard')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    expect(current.user.isAdmin).toBe(false)
    expect(warn).toHaveBeenCalledWith('Roles could not be read:', expect.any(Error))
  })

  it('an e-mail alone never makes an administrator', async () => {
    fakeClient({ session: { user: { ...ADA, email: 'admin@example.com' } } })
    renderAt('/dashboard')
    await waitFor(() => expect(current.status).toBe('ready'))
    expect(current.user.isAdmin).toBe(false)
  })

  it('SIGNED_IN loads the member; a token refresh for the same user changes nothing; SIGNED_OUT makes the guest and goes to /', async () => {
    const { client, emit } = fakeClient()
    renderAt('/settings/billing')
    await waitFor(() => expect(who()).toBe('ready guest Guest free trialing'))

    emit('SIGNED_IN', { user: ADA })
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    // The probe follows the screen after its effect has run: wait for it too.
    await waitFor(() => expect(current.user).toMatchObject({ id: 'u-ada', name: 'Ada Lovelace', serverPlan: 'trial' }))
    const before = current.user
    const calls = client.functions.invoke.mock.calls.length

    emit('TOKEN_REFRESHED', { user: { ...ADA } })
    expect(current.user).toBe(before)
    expect(client.functions.invoke.mock.calls.length).toBe(calls)

    emit('SIGNED_OUT', null)
    expect(who()).toBe('ready guest Guest free trialing')
    expect(screen.getByText('at /')).toBeInTheDocument()
  })

  it('a stale stored session dropped while loading (SIGNED_OUT) leaves the guest where they are', async () => {
    const { emit } = fakeClient()
    renderAt('/dashboard')
    emit('SIGNED_OUT', null)
    await waitFor(() => expect(who()).toBe('ready guest Guest free trialing'))
    expect(screen.getByText('at /dashboard')).toBeInTheDocument()
  })

  it('revalidates the subscription when the window regains focus', async () => {
    const { client } = fakeClient({ session: { user: ADA } })
    renderAt('/dashboard')
    await waitFor(() => expect(current.status).toBe('ready'))
    const reads = () => client.from.mock.calls.filter(([table]) => table === 'entitlements').length
    const calls = reads()
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(reads()).toBe(calls + 1))
  })

  it('refreshSubscription asks the server again and shows what it says', async () => {
    const record = { subscribed: false, subscription_tier: null, subscription_end: null, trial_end: future(3) }
    const { setRecord } = fakeClient({ session: { user: ADA }, record })
    renderAt('/settings/billing')
    await waitFor(() => expect(who()).toBe('ready u-ada Ada Lovelace free trialing'))
    setRecord({ ...record, subscribed: true, subscription_tier: 'premium', subscription_end: future(30) })
    await act(() => current.refreshSubscription())
    expect(who()).toBe('ready u-ada Ada Lovelace premium active')
  })

  it('signIn: Welcome back! on success', async () => {
    const { client } = fakeClient()
    renderAt('/auth')
    await waitFor(() => expect(current.status).toBe('ready'))
    await act(() => current.signIn({ email: 'ada@example.com', password: 'correct-horse' }))
    expect(client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct-horse' })
    expect(toast).toHaveBeenCalledWith({ title: 'Welcome back!', description: "You've successfully signed in." })
  })

  it.each([
    ['Invalid login credentials', 'Invalid login credentials'],
    ['', 'Please check your credentials and try again.'],
  ])('signIn failure %j: Login failed toast, error rethrown', async (message, description) => {
    const { client } = fakeClient()
    client.auth.signInWithPassword.mockResolvedValueOnce({ data: {}, error: { message } })
    renderAt('/auth')
    await waitFor(() => expect(current.status).toBe('ready'))
    await expect(act(() => current.signIn({ email: 'ada@example.com', password: 'wrong-pass' }))).rejects.toEqual({
      message,
    })
    expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description, variant: 'destructive' })
  })

  it('signUp signed in at once (a session came back): Account created! says the trial has started', async () => {
    const { client } = fakeClient()
    client.auth.signUp.mockResolvedValueOnce({
      data: { user: { id: 'u-new' }, session: { access_token: 'token', user: { id: 'u-new' } } },
      error: null,
    })
    renderAt('/auth')
    await waitFor(() => expect(current.status).toBe('ready'))
    await act(() => current.signUp({ email: 'new@example.com', password: 'long-enough', name: 'Nia' }))
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Account created!',
      description: 'Your 7-day free trial has started.',
    })
  })

  it('signUp sends the name as user metadata; with no session back (confirmation asked), Account created! asks to confirm', async () => {
    const { client } = fakeClient()
    client.auth.signUp.mockResolvedValueOnce({ data: { user: { id: 'u-new' }, session: null }, error: null })
    renderAt('/auth')
    await waitFor(() => expect(current.status).toBe('ready'))
    await act(() => current.signUp({ email: 'new@example.com', password: 'long-enough', name: 'Nia' }))
    expect(client.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'long-enough',
      options: { data: { name: 'Nia' }, emailRedirectTo: `${window.location.origin}/dashboard` },
    })
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Account created!',
      description: 'Please check your email to confirm your account and start your 7-day free trial.',
    })
  })

  it.each([
    ['User already registered', 'User already registered'],
    ['', 'Please check your information and try again.'],
  ])('signUp failure %j: Signup failed toast, error rethrown', async (message, description) => {
    const { client } = fakeClient()
    client.auth.signUp.mockResolvedValueOnce({ data: {}, error: { message } })
    renderAt('/auth')
    await waitFor(() => expect(current.status).toBe('ready'))
    await expect(act(() => current.signUp({ email: 'a@b.co', password: 'long-enough', name: 'Al' }))).rejects.toEqual({
      message,
    })
    expect(toast).toHaveBeenCalledWith({ title: 'Signup failed', description })
  })

  it('signOut: the Signed out toast, the guest and /', async () => {
    const { client } = fakeClient({ session: { user: ADA } })
    renderAt('/profile')
    await waitFor(() => expect(current.user.id).toBe('u-ada'))
    await act(() => current.signOut())
    expect(client.auth.signOut).toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith({ title: 'Signed out', description: "You've been successfully signed out." })
    expect(who()).toBe('ready guest Guest free trialing')
    expect(screen.getByText('at /')).toBeInTheDocument()
  })

  it('a sign-out error is logged only; the member stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = fakeClient({ session: { user: ADA } })
    client.auth.signOut.mockResolvedValueOnce({ error: { message: 'network down' } })
    renderAt('/profile')
    await waitFor(() => expect(current.user.id).toBe('u-ada'))
    await act(() => current.signOut())
    expect(warn).toHaveBeenCalledWith('Sign-out failed:', 'network down')
    expect(toast).not.toHaveBeenCalled()
    expect(current.user.id).toBe('u-ada')
    expect(screen.getByText('at /profile')).toBeInTheDocument()
  })
})

describe("signing out ends the page's presence first", () => {
  beforeEach(() => {
    backend.configured = true
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // The page's hubs are module singletons: each test starts with none open.
    userChannels.end()
    presenceHeartbeats.drop()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The page's real heartbeats and member hub (members-db) over fakes that log every call in order. */
  function livePage() {
    const fake = fakeClient({ session: { user: ADA } })
    const calls: string[] = []
    const rpc = vi.fn(async (name: string, args?: { p_topic?: string }) => {
      // The plan is read with the account data; the order asserted is the presence calls'.
      if (name === 'my_plan') return { data: 'trial', error: null }
      calls.push(args?.p_topic ? `${name} ${args.p_topic}` : name)
      return { data: name === 'online_friends' ? ['u-bo'] : null, error: null }
    })
    Object.assign(fake.client, { rpc })
    const signOut = fake.client.auth.signOut.getMockImplementation()!
    fake.client.auth.signOut.mockImplementation(async () => {
      calls.push('auth.signOut')
      return signOut()
    })
    const syncs: (() => void)[] = []
    const channel = {
      on: (type: string, _filter: unknown, callback: () => void) => {
        if (type === 'presence') syncs.push(callback)
        return channel
      },
      subscribe: (callback: (status: string) => void) => {
        callback('SUBSCRIBED')
        return channel
      },
      track: async () => 'ok',
    }
    const realtime = { setAuth: async () => {}, channel: () => channel, removeChannel: vi.fn(async () => 'ok') }
    vi.mocked(loadLiveRealtime).mockResolvedValue(realtime as never)
    return { ...fake, calls, rpc, syncs, realtime }
  }

  it('calls presence_leave while the session is valid, before auth.signOut, and no rpc afterwards', async () => {
    const { calls, rpc, syncs, realtime } = livePage()
    renderAt('/friends')
    await waitFor(() => expect(current.user.id).toBe('u-ada'))
    const onPresence = vi.fn()
    const stop = userChannels.subscribe('u-ada', { onPresence })
    await waitFor(() => expect(onPresence).toHaveBeenCalledWith(new Set(['u-bo'])))
    expect(calls).toEqual([`presence_heartbeat ${PRESENCE_TOPIC}`, 'online_friends'])

    await act(() => current.signOut())
    expect(calls).toEqual([
      `presence_heartbeat ${PRESENCE_TOPIC}`,
      'online_friends',
      `presence_leave ${PRESENCE_TOPIC}`,
      'auth.signOut',
    ])
    expect(realtime.removeChannel).toHaveBeenCalled()
    expect(who()).toBe('ready guest Guest free trialing')

    // What arrives afterwards (a Presence sync, the page letting go, the next heartbeat's time) calls nothing.
    const after = rpc.mock.calls.length
    syncs.forEach((sync) => sync())
    stop()
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3))
    expect(rpc).toHaveBeenCalledTimes(after)
    expect(calls.at(-1)).toBe('auth.signOut')
  })

  it('a session lost elsewhere (SIGNED_OUT) stops the heartbeats and reads at once, with no request', async () => {
    const { calls, rpc, syncs, emit } = livePage()
    renderAt('/friends')
    await waitFor(() => expect(current.user.id).toBe('u-ada'))
    const stop = userChannels.subscribe('u-ada', {})
    const stopRoom = presenceHeartbeats.hold('room:lounge')
    await waitFor(() => expect(calls).toContain('online_friends'))
    await waitFor(() => expect(calls).toContain('presence_heartbeat room:lounge'))
    const before = rpc.mock.calls.length

    emit('SIGNED_OUT', null)
    syncs.forEach((sync) => sync())
    stop()
    stopRoom()
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3))
    expect(rpc).toHaveBeenCalledTimes(before)
    expect(screen.getByText('at /')).toBeInTheDocument()
  })
})

describe('the chosen guest', () => {
  it('a fresh visitor is not a chosen guest; Continue as Guest makes one, remembered in this tab', async () => {
    renderAt('/auth')
    expect(current.guestChosen).toBe(false)
    act(() => current.continueAsGuest())
    expect(current.guestChosen).toBe(true)
    expect(sessionStorage.getItem('nexus:guest')).toBe('1')
  })

  it('starts as a chosen guest when the tab remembers the choice', () => {
    sessionStorage.setItem('nexus:guest', '1')
    renderAt('/pricing')
    expect(current.guestChosen).toBe(true)
  })

  it('signing out makes the visitor a chosen guest', async () => {
    backend.configured = true
    fakeClient({ session: { user: ADA } })
    renderAt('/profile')
    await waitFor(() => expect(current.user.id).toBe('u-ada'))
    expect(current.guestChosen).toBe(false)
    await act(() => current.signOut())
    expect(current.guestChosen).toBe(true)
  })

  it('a session fetch error makes the visitor a chosen guest', async () => {
    backend.configured = true
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeClient({ sessionError: { message: 'broken' } })
    renderAt('/pricing')
    await waitFor(() => expect(current.guestChosen).toBe(true))
  })
})

describe('useAuth', () => {
  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  })
})
