import { useCallback } from 'react'
import { toast } from '@/components/ui/use-toast'
import type { Plan, PlanId } from '@/config/plans'
import { useUrlAction } from '@/hooks/use-url-action'
import { openInNewTab } from '@/lib/open-in-new-tab'
import { CHECKOUT_FAILED_MESSAGE, requestCheckout, type CheckoutRequest, type CheckoutResult } from './checkout'

/** The part of the session user that checkout reads. */
export interface CheckoutUser {
  isGuest: boolean
}

/** Injectable effects of {@link useCheckout}; defaults are the real function call and new tab. */
export interface CheckoutDeps {
  request?: (body: CheckoutRequest) => Promise<CheckoutResult>
  open?: (url: string) => void
}

/**
 * Starting checkout for a paid plan. Returns the id of the plan whose
 * request is pending (`busyPlan`, for 'Processing...') and `startCheckout(plan)`:
 * - guest or no user: destructive toast 'Please sign in' / 'You need to be signed in to
 *   subscribe to a plan.', no request;
 * - otherwise: marks the plan busy, calls create-checkout with `{ priceId, plan }`, opens the
 *   returned url in a new tab, or shows the destructive toast 'Error' with the message (or
 *   'Failed to create checkout session.'); the busy mark is cleared either way.
 * The plan becomes active only when the server says so (webhook, then check-subscription);
 * nothing here marks it active.
 */
export function useCheckout(user: CheckoutUser | null | undefined, deps: CheckoutDeps = {}) {
  const { request = requestCheckout, open = openInNewTab } = deps
  const { busy: busyPlan, run } = useUrlAction<PlanId>(CHECKOUT_FAILED_MESSAGE, open)

  const startCheckout = useCallback(
    async (plan: Plan) => {
      if (!user || user.isGuest) {
        toast({
          title: 'Please sign in',
          description: 'You need to be signed in to subscribe to a plan.',
          variant: 'destructive',
        })
        return
      }
      if (plan.id === 'free') return // The free trial has no checkout.
      const body = { priceId: plan.priceId, plan: plan.id }
      await run(plan.id, () => request(body))
    },
    [user, request, run],
  )

  return { busyPlan, startCheckout }
}
