import { useAuth } from '@/lib/auth/auth-provider'
import { useCheckout } from '@/features/pricing/use-checkout'
import { PricingView } from './pricing-view'

/**
 * The pricing page, wired to the session and to checkout ({@link useCheckout}).
 * A visitor who is neither signed in nor a chosen guest is shown as unauthenticated (`null`); the
 * page below its heading stays hidden while the session is read.
 */
export function PricingScreen() {
  const { status, user, guestChosen } = useAuth()
  const { busyPlan, startCheckout } = useCheckout(user)
  const shown = user.isGuest && !guestChosen ? null : user
  return (
    <PricingView
      user={shown}
      pending={status === 'loading'}
      busyPlan={busyPlan}
      onSubscribe={(plan) => void startCheckout(plan)}
    />
  )
}
