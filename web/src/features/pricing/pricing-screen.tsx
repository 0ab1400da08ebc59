import { useAuth } from '@/features/auth/auth-provider'
import { useCheckout } from '@/features/subscription/use-checkout'
import { PricingView } from './pricing-view'

/** The pricing page (doc 1 §2.6), wired to the session and to checkout ({@link useCheckout}). */
export function PricingScreen() {
  const { user } = useAuth()
  const { busyPlan, startCheckout } = useCheckout(user)
  return <PricingView user={user} busyPlan={busyPlan} onSubscribe={(plan) => void startCheckout(plan)} />
}
