import { act, render, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { AuthProvider, useAuth, type AuthContextValue } from '@/lib/auth/auth-provider'
import { loadSupabase } from '@/lib/supabase'
import { awaitsSecondFactor, SecondFactorRequiredError, useSecondFactor, type SecondFactorValue } from './second-factor'

vi.mock('@/lib/env', () => ({ isBackendConfigured: true }))
vi.mock('@/lib/supabase', () => ({ loadSupabase: vi.fn() }))
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const token = (aal?: string) => `${b64({ alg: 'HS256' })}.${b64(aal ? { sub: 'u-ada', aal } : { sub: 'u-ada' })}.sig`
const ADA = { id: 'u-ada', email: 'ada@example.com', user_metadata: {}, app_metadata: {} }
const VERIFIED = [{ id: 'f-1', status: 'verified', factor_type: 'totp' }]
const withFactor = (aal: string) => ({ access_token: token(aal), user: { ...ADA, factors: VERIFIED } })

describe('awaitsSecondFactor (the assurance rule of getAuthenticatorAssuranceLevel)', () => {
  it.each([
    ['no session', null, false],
    ['no factor', { access_token: token('aal1'), user: { factors: [] } }, false],
    [
      'only an unverified factor',
      { access_token: token('aal1'), user: { factors: [{ status: 'unverified' }] } },
      false,
    ],
    ['a verified factor, password only (aal1)', withFactor('aal1'), true],
    ['a verified factor, no aal claim', { access_token: token(), user: { factors: VERIFIED } }, true],
    ['a verified factor, unreadable token', { access_token: 'garbage', user: { factors: VERIFIED } }, true],
    ['a verified factor, code given (aal2)', withFactor('aal2'), false],
  ])('%s → %s', (_name, session, expected) => {
    expect(awaitsSecondFactor(session)).toBe(expected)
  })
})

type Listener = (event: string, session: object | null) => void

function fakeClient() {
  let listener: Listener = () => {}
  const client = {
    auth: {
      getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
      onAuthStateChange: vi.fn((cb: Listener) => {
        listener = cb
        return { data: { subscription: { unsubscribe: vi.fn() } } }
      }),
      signInWithPassword: vi.fn(async () => {
        const session = withFactor('aal1')
        listener('SIGNED_IN', session)
        return { data: { session, user: session.user }, error: null }
      }),
      signOut: vi.fn(async () => {
        listener('SIGNED_OUT', null)
        return { error: null }
      }),
      mfa: {
        getAuthenticatorAssuranceLevel: vi.fn(async () => ({
          data: { currentLevel: 'aal1', nextLevel: 'aal2', currentAuthenticationMethods: [] },
          error: null,
        })),
        listFactors: vi.fn(async () => ({ data: { all: VERIFIED, totp: VERIFIED, phone: [] }, error: null })),
        challengeAndVerify: vi.fn(async ({ code }: { factorId: string; code: string }) => {
          if (code !== '123456') return { data: null, error: { message: 'Invalid TOTP code entered' } }
          listener('MFA_CHALLENGE_VERIFIED', withFactor('aal2'))
          return { data: {}, error: null }
        }),
      },
    },
    functions: { invoke: vi.fn(async () => ({ data: { subscribed: false }, error: null, response: new Response() })) },
    from: vi.fn(() => {
      const query = {
        select: () => query,
        eq: () => query,
        maybeSingle: async () => ({ data: { name: 'Ada' }, error: null }),
      }
      return query
    }),
  }
  vi.mocked(loadSupabase).mockResolvedValue(client as never)
  return client
}

const probe: { auth: AuthContextValue | null; second: SecondFactorValue | null } = { auth: null, second: null }
function Probe() {
  const auth = useAuth()
  const second = useSecondFactor()
  useEffect(() => {
    probe.auth = auth
    probe.second = second
  })
  return null
}

function renderProvider() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <AuthProvider>
              <Probe />
            </AuthProvider>
          </SWRConfig>
        ),
      },
    ],
    { initialEntries: ['/auth'] },
  )
  render(<RouterProvider router={router} />)
}

beforeEach(() => {
  vi.mocked(toast).mockClear()
})

describe('sign-in with two-factor authentication on', () => {
  it('the password alone does not sign in: signIn rejects with SecondFactorRequiredError, no toast, the guest stays', async () => {
    fakeClient()
    renderProvider()
    await waitFor(() => expect(probe.auth?.status).toBe('ready'))
    let thrown: unknown = null
    await act(() =>
      probe.auth!.signIn({ email: ADA.email, password: 'correct-horse' }).catch((e: unknown) => (thrown = e)),
    )
    expect(thrown).toBeInstanceOf(SecondFactorRequiredError)
    expect(toast).not.toHaveBeenCalled()
    expect(probe.second?.pending).toBe(true)
    expect(probe.auth?.user.isGuest).toBe(true)
  })

  it('a wrong code: Verification failed with the server message, still pending', async () => {
    fakeClient()
    renderProvider()
    await waitFor(() => expect(probe.auth?.status).toBe('ready'))
    await act(() => probe.auth!.signIn({ email: ADA.email, password: 'correct-horse' }).catch(() => {}))
    let thrown: unknown = null
    await act(() => probe.second!.verify('000000').catch((e: unknown) => (thrown = e)))
    expect(thrown).toEqual(new Error('Invalid TOTP code entered'))
    expect(toast).toHaveBeenCalledWith({
      title: 'Verification failed',
      description: 'Invalid TOTP code entered',
      variant: 'destructive',
    })
    expect(probe.second?.pending).toBe(true)
    expect(probe.auth?.user.isGuest).toBe(true)
  })

  it('the right code signs the member in with Welcome back!', async () => {
    const client = fakeClient()
    renderProvider()
    await waitFor(() => expect(probe.auth?.status).toBe('ready'))
    await act(() => probe.auth!.signIn({ email: ADA.email, password: 'correct-horse' }).catch(() => {}))
    await act(() => probe.second!.verify('123456'))
    expect(client.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-1', code: '123456' })
    expect(toast).toHaveBeenCalledWith({ title: 'Welcome back!', description: "You've successfully signed in." })
    await waitFor(() => expect(probe.auth?.user.id).toBe('u-ada'))
    expect(probe.second?.pending).toBe(false)
  })

  it('Cancel signs the half-open session out on this device only', async () => {
    const client = fakeClient()
    renderProvider()
    await waitFor(() => expect(probe.auth?.status).toBe('ready'))
    await act(() => probe.auth!.signIn({ email: ADA.email, password: 'correct-horse' }).catch(() => {}))
    await act(() => probe.second!.cancel())
    expect(client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
    expect(probe.second?.pending).toBe(false)
    expect(probe.auth?.user.isGuest).toBe(true)
  })
})
