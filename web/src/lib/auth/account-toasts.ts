import type { ToastInput } from '@/components/ui/use-toast'

/**
 * The account layer's toasts, word for word; only 'Login failed' is destructive, as
 * there ('Verification failed', the two-factor step of sign-in, is destructive too). Failures
 * take the server message when there is one.
 */
export const accountToasts = {
  signedIn: { title: 'Welcome back!', description: "You've successfully signed in." },
  signInFailed: (message?: string | null): ToastInput => ({
    title: 'Login failed',
    description: message || 'Please check your credentials and try again.',
    variant: 'destructive',
  }),
  /** Sign-up when Auth asks for the e-mail address to be confirmed first (no session came back). */
  signedUp: {
    title: 'Account created!',
    description: 'Please check your email to confirm your account and start your 7-day free trial.',
  },
  /** Sign-up when Auth signed the new member in at once (e-mail confirmation off). */
  signedUpAndIn: {
    title: 'Account created!',
    description: 'Your 7-day free trial has started.',
  },
  signUpFailed: (message?: string | null): ToastInput => ({
    title: 'Signup failed',
    description: message || 'Please check your information and try again.',
  }),
  signedOut: { title: 'Signed out', description: "You've been successfully signed out." },
  secondFactorFailed: (message?: string | null): ToastInput => ({
    title: 'Verification failed',
    description: message || 'Please check the code and try again.',
    variant: 'destructive',
  }),
  profileLoadFailed: {
    title: 'Error loading profile',
    description: 'There was an issue loading your profile data.',
  },
} as const satisfies Record<string, ToastInput | ((message?: string | null) => ToastInput)>

/** Why sign-in and sign-up fail in guest mode (no backend configured). */
export const ACCOUNTS_NEED_BACKEND = 'Accounts need a configured backend.'
