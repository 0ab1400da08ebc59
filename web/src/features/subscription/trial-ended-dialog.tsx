import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useAuth } from '@/lib/auth/auth-provider'
import { shouldOfferPlans } from './trial-ended'

/**
 * The dashboard's trial-ended dialog: 'Your 7-Day Journey Has Ended', shown once
 * the session is loaded when {@link shouldOfferPlans} holds. 'Later' closes it; 'View Plans'
 * goes to /pricing. It opens again on the next visit to the dashboard.
 */
export function TrialEndedDialog() {
  const { status, user } = useAuth()
  const [dismissed, setDismissed] = useState(false)
  const open = status === 'ready' && !dismissed && shouldOfferPlans(user)

  return (
    <Dialog open={open} onOpenChange={(next) => setDismissed(!next)}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Your 7-Day Journey Has Ended</DialogTitle>
          <DialogDescription>
            Your free trial is over. Choose a plan to keep your rooms, journals and conversations going.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setDismissed(true)}>
            Later
          </Button>
          <Button asChild>
            <Link to={paths.pricing}>View Plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
