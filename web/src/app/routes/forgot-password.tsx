import { ForgotPasswordScreen } from '@/features/auth-screens/forgot-password-screen'

/** Route /forgot-password (doc 1 §2.1); interim screen until the accounts work lands. */
export function Component() {
  return <ForgotPasswordScreen />
}
