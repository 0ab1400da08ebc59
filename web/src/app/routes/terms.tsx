import { TermsScreen } from '@/features/legal/terms-screen'

/** Route /terms: the terms of service. */
export function Component() {
  return <TermsScreen />
}
