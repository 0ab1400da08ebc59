import type { AuthContextValue } from '@/lib/auth/auth-provider'
import { GUEST_USER } from '@/lib/auth/session-user'

/**
 * A complete `useAuth()` value for unit tests that mock the auth provider: ready, the guest,
 * not a chosen guest, every action a `vi.fn()`; pass overrides for what the test needs.
 */
export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'ready',
    user: GUEST_USER,
    guestChosen: false,
    continueAsGuest: vi.fn(),
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    refreshSubscription: vi.fn(async () => {}),
    ...overrides,
  }
}
