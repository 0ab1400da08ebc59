import { useCallback } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useUrlAction } from '@/hooks/use-url-action'
import { openInNewTab } from '@/lib/open-in-new-tab'
import { PORTAL_FAILED_MESSAGE, requestPortal, type PortalResult } from './portal'

/** The billing actions that open the portal. */
export type PortalAction =
  | 'manage-subscription'
  | 'update-payment-method'
  | 'view-billing-history'
  | 'change-billing-cycle'
  | 'cancel-subscription'

/** Injectable effects of {@link useBillingPortal}; defaults are the real call and a new tab. */
export interface PortalDeps {
  request?: () => Promise<PortalResult>
  open?: (url: string) => void
}

/**
 * Opening the billing portal. `openPortal(action)` marks `busy` with the action,
 * calls customer-portal and opens the returned url in a new tab, or shows the destructive
 * toast 'Error' with the message (or 'Failed to open billing portal.'); `busy` is cleared
 * afterwards either way. The guest gets 'Please sign in' and no request.
 */
export function useBillingPortal(user: { isGuest: boolean }, deps: PortalDeps = {}) {
  const { request = requestPortal, open = openInNewTab } = deps
  const { busy, run } = useUrlAction<PortalAction>(PORTAL_FAILED_MESSAGE, open)

  const openPortal = useCallback(
    async (action: PortalAction) => {
      if (user.isGuest) {
        toast({
          title: 'Please sign in',
          description: 'You need to be signed in to manage billing.',
          variant: 'destructive',
        })
        return
      }
      await run(action, request)
    },
    [user.isGuest, request, run],
  )

  return { busy, openPortal }
}
