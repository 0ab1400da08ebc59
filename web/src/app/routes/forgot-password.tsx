import { ForgotPasswordScreen } from '@/features/auth-screens/forgot-password-screen'

/** Route /forgot-password: request a password-recovery e-mail. */
export function Component() {
  return <ForgotPasswordScreen />
}
