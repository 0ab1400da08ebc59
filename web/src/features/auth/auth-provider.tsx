import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/app/paths'
import { toast } from '@/components/ui/use-toast'
import { GUEST_USER, memberFromSession, type SessionUser } from '@/features/auth/session-user'
import { supabase } from '@/lib/supabase'

/** What {@link useAuth} returns. `status` is 'loading' until the session is known. */
export interface AuthContextValue {
  status: 'loading' | 'ready'
  user: SessionUser
  /** Signs out (if signed in), becomes the guest and goes to / (doc 1 §4.2). */
  signOut: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * The session (doc 1 §4.2), kept minimal for now. Without a backend it is ready at once
 * with the guest. With one it reads `supabase.auth.getSession()`, then follows
 * `onAuthStateChange`; a fetch error is logged and leaves the guest (doc 1 §8).
 * Must sit inside the router (sign-out navigates).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [state, setState] = useState<{ status: 'loading' | 'ready'; user: SessionUser }>(() => ({
    status: supabase ? 'loading' : 'ready',
    user: GUEST_USER,
  }))

  useEffect(() => {
    if (!supabase) return
    let active = true
    const fromSession = (session: { user: Parameters<typeof memberFromSession>[0] } | null) =>
      session ? memberFromSession(session.user) : GUEST_USER

    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (error) console.warn('Session fetch failed; continuing as guest:', error.message)
        if (active) setState({ status: 'ready', user: error ? GUEST_USER : fromSession(data.session) })
      })
      .catch((error: unknown) => {
        console.warn('Session fetch failed; continuing as guest:', error)
        if (active) setState({ status: 'ready', user: GUEST_USER })
      })

    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (active) setState({ status: 'ready', user: fromSession(session) })
    })
    return () => {
      active = false
      data.subscription.unsubscribe()
    }
  }, [])

  const signOut = useCallback(async () => {
    const wasMember = !state.user.isGuest
    if (supabase) {
      const { error } = await supabase.auth.signOut()
      if (error) console.warn('Sign-out failed:', error.message)
    }
    setState({ status: 'ready', user: GUEST_USER })
    if (wasMember) toast({ title: 'Signed out', description: "You've been successfully signed out." })
    navigate(paths.home)
  }, [navigate, state.user.isGuest])

  const value = useMemo(() => ({ ...state, signOut }), [state, signOut])
  return <AuthContext value={value}>{children}</AuthContext>
}

/** The session user, its loading status and `signOut`. Throws outside an {@link AuthProvider} (doc 1 §8). */
export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
