import { ForgotPasswordScreen } from '@/features/auth-screens/forgot-password-screen'

/** Route /forgot-password: request a password-recovery e-mail (doc 1 §2.1, §2.5). */
export function Component() {
  return <ForgotPasswordScreen />
}
