import { AuthScreen } from '@/features/auth-screens/auth-screen'

/** Route /auth: Sign In and Sign Up (doc 1 §2.5); interim screen until the accounts work lands. */
export function Component() {
  return <AuthScreen />
}
