import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { BillingView } from './billing-view'
import { useBillingPortal } from './use-billing-portal'
import { useCheckoutReturn } from './use-checkout-return'

/**
 * /settings/billing, wired to the session: the subscription shown is
 * the server's; portal actions go through {@link useBillingPortal}; 'Download invoice' shows
 * 'Download Started' only; a return from Checkout re-reads the subscription
 * ({@link useCheckoutReturn}).
 */
export function BillingScreen() {
  const { user, refreshSubscription } = useAuth()
  const { busy, openPortal } = useBillingPortal(user)
  const returned = useCheckoutReturn(refreshSubscription, user.subscription.status === 'active')
  return (
    <BillingView
      user={user}
      busy={busy}
      checkoutReturned={returned}
      onPortal={(action) => void openPortal(action)}
      onDownloadInvoice={() =>
        toast({ title: 'Download Started', description: 'Your invoice download will begin shortly.' })
      }
    />
  )
}
