import { PricingScreen } from '@/features/pricing/pricing-screen'

/** Route /pricing: plan cards and FAQ. */
export function Component() {
  return <PricingScreen />
}
