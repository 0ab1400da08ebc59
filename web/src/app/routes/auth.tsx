import { AuthScreen } from '@/features/auth-screens/auth-screen'

/** Route /auth: Sign In and Sign Up tabs (doc 1 §2.5). */
export function Component() {
  return <AuthScreen />
}
