import { Check, Plus } from 'lucide-react'
import { useId } from 'react'
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

/** What the free tier keeps after the trial, in the order the dialog lists it. */
export const FREE_TIER_KEEPS: readonly string[] = [
  'The Lounge and Introductions',
  'Your friends and messages',
  'Your journal and all your data',
]

/** What a plan adds to the free tier, in the order the dialog lists it. */
export const PLANS_ADD: readonly string[] = [
  'Basic: all 15 rooms',
  'Pro: all rooms, Name Color & Badge, and up to 3 private rooms you invite friends to',
]

/**
 * The trial-ended dialog itself (Radix Dialog), loaded the first time it opens: 'Your 7-Day
 * Journey Has Ended', what the free tier keeps (The Lounge and Introductions, friends,
 * messages, the journal and all data) and what a plan adds, with 'Later' (closes it) and
 * 'View Plans' (goes to /pricing).
 */
export function TrialEndedDialogView({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Your 7-Day Journey Has Ended</DialogTitle>
          <DialogDescription>
            Your free trial is over and your account is on the free plan. Nothing of yours is deleted.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <section aria-labelledby={`${id}-keeps`}>
            <h3 id={`${id}-keeps`} className="font-semibold">
              The free plan keeps
            </h3>
            <ul className="mt-2 space-y-1.5">
              {FREE_TIER_KEEPS.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-adds`}>
            <h3 id={`${id}-adds`} className="font-semibold">
              A plan adds
            </h3>
            <ul className="mt-2 space-y-1.5">
              {PLANS_ADD.map((item) => (
                <li key={item} className="flex gap-2">
                  <Plus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>
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
