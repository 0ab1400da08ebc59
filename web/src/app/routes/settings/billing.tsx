import { BillingScreen } from '@/features/billing/billing-screen'

/** Route /settings/billing: current plan, payment method, history, cycle, cancellation. */
export function Component() {
  return <BillingScreen />
}
