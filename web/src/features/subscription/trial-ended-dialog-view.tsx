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

/**
 * The trial-ended dialog itself (Radix Dialog), loaded the first time it opens: 'Your 7-Day
 * Journey Has Ended' with 'Later' (closes it) and 'View Plans' (goes to /pricing).
 */
export function TrialEndedDialogView({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Your 7-Day Journey Has Ended</DialogTitle>
          <DialogDescription>
            Your free trial is over. Choose a plan to keep your rooms, journals and conversations going.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
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
