import { lazy, Suspense, useState } from 'react'
import { useOpenedOnce } from '@/hooks/use-opened-once'
import { useAuth } from '@/lib/auth/auth-provider'
import { shouldOfferPlans } from './trial-ended'

const TrialEndedDialogView = lazy(async () => ({
  default: (await import('./trial-ended-dialog-view')).TrialEndedDialogView,
}))

/**
 * The dashboard's trial-ended dialog: 'Your 7-Day Journey Has Ended', shown once
 * the session is loaded when {@link shouldOfferPlans} holds. 'Later' closes it; 'View Plans'
 * goes to /pricing. It opens again on the next visit to the dashboard. The dialog's code loads
 * the first time it opens, so a dashboard that never shows it never downloads it.
 */
export function TrialEndedDialog() {
  const { status, user } = useAuth()
  const [dismissed, setDismissed] = useState(false)
  const open = status === 'ready' && !dismissed && shouldOfferPlans(user)
  if (!useOpenedOnce(open)) return null
  return (
    <Suspense fallback={null}>
      <TrialEndedDialogView open={open} onOpenChange={(next) => setDismissed(!next)} />
    </Suspense>
  )
}
