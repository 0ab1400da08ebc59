import { ResetPasswordScreen } from '@/features/auth-screens/reset-password-screen'

/** Route /reset-password: where the recovery e-mail lands; sets a new password. */
export function Component() {
  return <ResetPasswordScreen />
}
