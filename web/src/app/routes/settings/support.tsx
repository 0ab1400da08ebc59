import { SupportScreen } from '@/features/settings/support/support-screen'

/** Route /settings/support: Support. */
export function Component() {
  return <SupportScreen />
}
