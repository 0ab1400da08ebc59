import {
  createContext,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useNavigate } from 'react-router'
import useSWR from 'swr'
import { paths } from '@/config/paths'
import { toast } from '@/components/ui/use-toast'
import { isBackendConfigured } from '@/lib/env'
import { loadSupabase } from '@/lib/supabase'
import {
  profileFetcher,
  profileKey,
  rolesFetcher,
  rolesKey,
  subscriptionFetcher,
  subscriptionKey,
} from './account-data'
import { ACCOUNTS_NEED_BACKEND, accountToasts } from './account-toasts'
import {
  awaitsSecondFactor,
  SecondFactorContext,
  SecondFactorRequiredError,
  type AssuranceSession,
  type SecondFactorValue,
} from './second-factor'
import { dropSession, leaveBeforeSignOut } from './session-end'
import { buildSessionUser, GUEST_USER, isAdminRole, type AuthUser, type SessionUser } from './session-user'
import { deriveSubscription } from './subscription-status'

/** Sign-in payload. */
export interface SignInPayload {
  email: string
  password: string
}

/** Sign-up payload; the form's confirmPassword stays on the client. */
export interface SignUpPayload {
  email: string
  password: string
  name: string
}

/** What {@link useAuth} returns. */
export interface AuthContextValue {
  /**
   * 'loading' until the session is known and, for a member, the first answers for the
   * subscription and the profile have arrived (or failed); then 'ready'. Later revalidations
   * update `user` in place without going back to 'loading'.
   */
  status: 'loading' | 'ready'
  /** The session user; {@link GUEST_USER} when nobody is signed in. */
  user: SessionUser
  /**
   * True once this browser tab's visitor chose 'Continue as Guest' or was signed out (they become the
   * guest). Such a guest may try to subscribe and gets 'Please sign in'; a visitor who did neither is unauthenticated and is sent to /auth to sign up.
   */
  guestChosen: boolean
  /** Records the choice made with 'Continue as Guest' for this browser tab. */
  continueAsGuest: () => void
  /**
   * Signs in with e-mail and password: toast 'Welcome back!' on success; on failure the
   * destructive 'Login failed' toast with the server message, and the error is rethrown.
   * When the member has two-factor authentication on, it rejects with a
   * {@link SecondFactorRequiredError} (no toast) and the session waits for the code
   * (`useSecondFactor` from `./second-factor`).
   */
  signIn: (payload: SignInPayload) => Promise<void>
  /**
   * Creates an account (name in the user metadata): toast 'Account created!' on success, saying
   * 'Your 7-day free trial has started.' when Auth signed the member in at once, or asking them to
   * confirm their e-mail address when it sent no session (confirmation on); on failure the
   * 'Signup failed' toast with the server message, and the error is rethrown.
   */
  signUp: (payload: SignUpPayload) => Promise<void>
  /**
   * Signs out: first, while the session is still valid, the page leaves presence and stops its
   * heartbeats, live reads and channels (`leaveBeforeSignOut`, ./session-end); then the 'Signed
   * out' toast, the guest, and /. A sign-out error is logged only and the member stays signed in
   * (its live updates stay off until a page subscribes again). For the guest it just goes to /.
   */
  signOut: () => Promise<void>
  /** Revalidates the member's subscription from the server (e.g. after Checkout); never marks anything active itself. */
  refreshSubscription: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

type SessionState = { status: 'loading' } | { status: 'ready'; authUser: AuthUser | null; secondFactorPending: boolean }

const SIGNED_OUT: SessionState = { status: 'ready', authUser: null, secondFactorPending: false }

/** A supabase-js session as the provider reads it: the user, and what decides the second factor. */
type FollowedSession = AssuranceSession & { user: AuthUser }

/** sessionStorage key of the guest choice; the tab forgets it when it closes. */
export const GUEST_CHOICE_KEY = 'nexus:guest'

function readGuestChoice(): boolean {
  try {
    return window.sessionStorage.getItem(GUEST_CHOICE_KEY) === '1'
  } catch {
    return false
  }
}

function storeGuestChoice(): void {
  try {
    window.sessionStorage.setItem(GUEST_CHOICE_KEY, '1')
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page only.
  }
}

function pickAuthUser(user: AuthUser): AuthUser {
  return { id: user.id, email: user.email, user_metadata: user.user_metadata, app_metadata: user.app_metadata }
}

function sameAuthUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The session over supabase-js. Without a backend it is ready at once with the
 * guest and never loads supabase-js. With one, it reads `auth.getSession()` (an error is logged
 * and leaves the guest) and follows `onAuthStateChange`: a signed-in member is loaded
 * (profile name and subscription through SWR; the subscription is revalidated on window focus);
 * 'SIGNED_OUT' makes the visitor the guest and, if a member was signed in, goes to /. Token
 * refresh is supabase-js's own. A session opened with the password alone while the member has a
 * verified TOTP factor does not count as signed in (the guest is shown) until the code is
 * verified through `useSecondFactor()` (./second-factor), which this provider also provides.
 * Must sit inside the router (it navigates) and under the app's SWR configuration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  const [session, setSession] = useState<SessionState>(() => (isBackendConfigured ? { status: 'loading' } : SIGNED_OUT))
  const authUser = session.status === 'ready' ? session.authUser : null
  const memberRef = useRef(false)
  useEffect(() => {
    memberRef.current = authUser !== null
  }, [authUser])
  const [guestChosen, setGuestChosen] = useState(readGuestChoice)
  const becomeGuest = useCallback(() => {
    storeGuestChoice()
    setGuestChosen(true)
  }, [])

  useEffect(() => {
    if (!isBackendConfigured) return
    let active = true
    let unsubscribe = () => {}
    // A password-only session of a member with a verified factor is not signed in yet.
    const follow = (current: FollowedSession | null) => {
      const secondFactorPending = awaitsSecondFactor(current)
      const user = current && !secondFactorPending ? pickAuthUser(current.user) : null
      setSession((prev) =>
        prev.status === 'ready' && sameAuthUser(prev.authUser, user) && prev.secondFactorPending === secondFactorPending
          ? prev
          : { status: 'ready', authUser: user, secondFactorPending },
      )
    }

    loadSupabase()
      .then(async (client) => {
        if (!active) return
        if (!client) return setSession(SIGNED_OUT)
        const { data } = client.auth.onAuthStateChange((event, current) => {
          if (!active || event === 'INITIAL_SESSION') return
          if (event === 'SIGNED_OUT') {
            // Whatever ended the session (here or in another tab, a refresh that failed), the page's
            // heartbeats, live reads and channels stop at once and make no request without it.
            dropSession()
            // A member who signs out goes to /; a stale stored session dropped while loading does not.
            const wasMember = memberRef.current
            setSession(SIGNED_OUT)
            becomeGuest()
            if (wasMember) navigateRef.current(paths.home)
            return
          }
          follow(current)
        })
        unsubscribe = () => data.subscription.unsubscribe()
        const { data: initial, error } = await client.auth.getSession()
        if (!active) return
        if (error) {
          console.warn('Session fetch failed; continuing as guest:', error.message)
          becomeGuest()
          return setSession(SIGNED_OUT)
        }
        follow(initial.session)
      })
      .catch((error: unknown) => {
        console.warn('Session fetch failed; continuing as guest:', error)
        if (!active) return
        becomeGuest()
        setSession(SIGNED_OUT)
      })
    return () => {
      active = false
      unsubscribe()
    }
  }, [becomeGuest])

  const memberId = authUser ? authUser.id : null

  // Roles live in public.user_roles (never the token): read again on focus, so a role granted or
  // taken away in the app counts without signing in again. A failed read counts as no role.
  const roles = useSWR(memberId ? rolesKey(memberId) : null, rolesFetcher, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('Roles could not be read:', error),
  })
  const isAdmin = isAdminRole(roles.data)

  const subscription = useSWR(memberId ? subscriptionKey(memberId) : null, subscriptionFetcher, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('Subscription refresh failed:', error),
  })
  const profile = useSWR(memberId ? profileKey(memberId) : null, profileFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      console.warn('Profile load failed:', error)
      toast(accountToasts.profileLoadFailed)
    },
  })

  const settled = (r: { data: unknown; error: unknown }) => r.data !== undefined || r.error !== undefined
  const status: AuthContextValue['status'] =
    session.status === 'loading' ||
    (memberId !== null && !(settled(subscription) && settled(profile) && settled(roles)))
      ? 'loading'
      : 'ready'

  const record = subscription.data
  const profileName = profile.data
  const user = useMemo(() => {
    if (!authUser) return GUEST_USER
    return buildSessionUser(
      authUser,
      profileName,
      deriveSubscription(record ?? null, { isAdmin }),
      isAdmin,
      record?.plan ?? null,
    )
  }, [authUser, isAdmin, profileName, record])

  const signIn = useCallback(async ({ email, password }: SignInPayload) => {
    const client = await loadSupabase()
    const { data, error } = client
      ? await client.auth.signInWithPassword({ email, password })
      : { data: null, error: new Error(ACCOUNTS_NEED_BACKEND) }
    if (error) {
      toast(accountToasts.signInFailed(error.message))
      throw error
    }
    if (client && data?.session) {
      // Supabase Auth's own verdict: a verified factor makes 'aal2' the next level.
      const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      const owed = level
        ? level.nextLevel === 'aal2' && level.currentLevel !== 'aal2'
        : awaitsSecondFactor(data.session)
      if (owed) throw new SecondFactorRequiredError()
    }
    toast(accountToasts.signedIn)
  }, [])

  const signUp = useCallback(async ({ email, password, name }: SignUpPayload) => {
    const client = await loadSupabase()
    const { data, error } = client
      ? await client.auth.signUp({
          email,
          password,
          options: { data: { name }, emailRedirectTo: `${window.location.origin}${paths.dashboard}` },
        })
      : { data: null, error: new Error(ACCOUNTS_NEED_BACKEND) }
    if (error) {
      toast(accountToasts.signUpFailed(error.message))
      throw error
    }
    // A session back means Auth signed the member in at once (no e-mail confirmation asked).
    toast(data?.session ? accountToasts.signedUpAndIn : accountToasts.signedUp)
  }, [])

  const signedIn = authUser !== null
  const signOut = useCallback(async () => {
    const client = signedIn ? await loadSupabase() : null
    if (!client) {
      setSession(SIGNED_OUT)
      becomeGuest()
      navigateRef.current(paths.home)
      return
    }
    // While the session is still valid, the page leaves presence and stops its live reads.
    await leaveBeforeSignOut()
    // supabase-js emits SIGNED_OUT before this resolves; that event makes the guest and goes to /.
    const { error } = await client.auth.signOut()
    if (error) {
      console.warn('Sign-out failed:', error.message)
      return
    }
    toast(accountToasts.signedOut)
  }, [signedIn, becomeGuest])

  const mutateSubscription = subscription.mutate
  const refreshSubscription = useCallback(async () => {
    await mutateSubscription()
  }, [mutateSubscription])

  const current = useMemo<AuthContextValue>(
    () => ({ status, user, guestChosen, continueAsGuest: becomeGuest, signIn, signUp, signOut, refreshSubscription }),
    [status, user, guestChosen, becomeGuest, signIn, signUp, signOut, refreshSubscription],
  )
  // The pages follow a change of session as a transition: re-rendering the whole app when the
  // member's account arrives yields to the browser every few ms instead of one long task.
  const value = useDeferredValue(current)

  const secondFactorPending = session.status === 'ready' && session.secondFactorPending
  const verifySecondFactor = useCallback(async (code: string) => {
    const client = await loadSupabase()
    if (!client) throw new Error(ACCOUNTS_NEED_BACKEND)
    const fail = (message: string) => {
      toast(accountToasts.secondFactorFailed(message))
      return new Error(message)
    }
    const { data: factors, error: listError } = await client.auth.mfa.listFactors()
    if (listError) throw fail(listError.message)
    const factor = factors.totp[0]
    if (!factor) throw fail('No authenticator app is set up for this account.')
    // Emits MFA_CHALLENGE_VERIFIED with an aal2 session, which signs the member in.
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
    if (error) throw fail(error.message)
    toast(accountToasts.signedIn)
  }, [])
  const cancelSecondFactor = useCallback(async () => {
    const client = await loadSupabase()
    // Local scope: someone holding only the password must not sign the member out elsewhere.
    const { error } = client ? await client.auth.signOut({ scope: 'local' }) : { error: null }
    if (error) console.warn('Sign-out failed:', error.message)
  }, [])
  const secondFactor = useMemo<SecondFactorValue>(
    () => ({ pending: secondFactorPending, verify: verifySecondFactor, cancel: cancelSecondFactor }),
    [secondFactorPending, verifySecondFactor, cancelSecondFactor],
  )

  return (
    <AuthContext value={value}>
      <SecondFactorContext value={secondFactor}>{children}</SecondFactorContext>
    </AuthContext>
  )
}

/**
 * The session: `status`, the session user and the account actions ({@link AuthContextValue}).
 * @throws Error 'useAuth must be used within an AuthProvider' outside its provider.
 */
export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
