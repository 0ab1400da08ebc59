import { PricingScreen } from '@/features/pricing/pricing-screen'

/** Route /pricing: plan cards and FAQ (doc 1 §2.6). */
export function Component() {
  return <PricingScreen />
}
