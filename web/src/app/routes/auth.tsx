import { AuthScreen } from '@/features/auth-screens/auth-screen'

/** Route /auth: Sign In and Sign Up tabs. */
export function Component() {
  return <AuthScreen />
}
