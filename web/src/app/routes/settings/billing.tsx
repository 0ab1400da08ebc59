import { BillingScreen } from '@/features/billing/billing-screen'

/** Route /settings/billing: current plan, payment method, history, cycle, cancellation (doc 2 §2). */
export function Component() {
  return <BillingScreen />
}
