import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { SESSION_MINUTES } from './booking-model'
import type { Slot } from './booking-slots'
import { formatClock, formatLongDate } from './time-zone'

/** Props of {@link ConfirmBookingDialog}. */
export interface ConfirmBookingDialogProps {
  /** The slot being confirmed; null keeps the dialog closed. */
  slot: Slot | null
  /** The visitor's time zone. */
  timeZone: string
  /** The host's name and time zone. */
  host: { name: string; timeZone: string }
  /** A visitor must sign in first: the button reads 'Sign In to Book' and a note says so. */
  needsSignIn?: boolean
  /** 'Confirm Booking' was pressed; `withCalendarFile` is the .ics choice. */
  onConfirm: (slot: Slot, withCalendarFile: boolean) => void
  /** Closed without booking (Cancel, Escape, the close button). */
  onCancel: () => void
  /** Runs once the dialog has closed, to put focus somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * 'Confirm Booking': the session's date and time in the visitor's time zone, the host's own
 * time and zone (when it reads differently), the 30-minute length, a checkbox 'Also download
 * a calendar file (.ics)', and Cancel / 'Confirm Booking'.
 */
export function ConfirmBookingDialog({
  slot,
  timeZone,
  host,
  needsSignIn = false,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ConfirmBookingDialogProps) {
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Confirm Booking</DialogTitle>
          <DialogDescription>
            A {SESSION_MINUTES}-minute one-on-one session with {host.name}.
          </DialogDescription>
        </DialogHeader>
        {slot ? (
          <ConfirmBody
            slot={slot}
            timeZone={timeZone}
            hostTimeZone={host.timeZone}
            needsSignIn={needsSignIn}
            onConfirm={onConfirm}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ConfirmBody({
  slot,
  timeZone,
  hostTimeZone,
  needsSignIn,
  onConfirm,
}: {
  slot: Slot
  timeZone: string
  hostTimeZone: string
  needsSignIn: boolean
  onConfirm: ConfirmBookingDialogProps['onConfirm']
}) {
  const [withCalendarFile, setWithCalendarFile] = useState(false)
  const checkboxId = useId()
  const sameClock =
    formatLongDate(slot.start, timeZone) === formatLongDate(slot.start, hostTimeZone) &&
    formatClock(slot.start, timeZone) === formatClock(slot.start, hostTimeZone)
  return (
    <>
      <dl className="grid gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Date</dt>
          <dd className="font-medium">{formatLongDate(slot.start, timeZone)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Time ({timeZone})</dt>
          <dd className="font-medium">
            {formatClock(slot.start, timeZone)} - {formatClock(slot.end, timeZone)}
          </dd>
        </div>
        {sameClock ? null : (
          <div>
            <dt className="text-muted-foreground">Host&apos;s time ({hostTimeZone})</dt>
            <dd className="font-medium">
              {formatLongDate(slot.start, hostTimeZone)}, {formatClock(slot.start, hostTimeZone)} -{' '}
              {formatClock(slot.end, hostTimeZone)}
            </dd>
          </div>
        )}
      </dl>
      <div className="flex items-center gap-3">
        <Checkbox
          id={checkboxId}
          checked={withCalendarFile}
          onCheckedChange={(checked) => setWithCalendarFile(checked === true)}
        />
        <Label htmlFor={checkboxId} className="font-normal!">
          Also download a calendar file (.ics)
        </Label>
      </div>
      {needsSignIn ? (
        <p className="text-sm text-muted-foreground">
          Booking needs an account: you will sign in, then come back here to choose your time.
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="cancel">Cancel</Button>
        </DialogClose>
        <Button onClick={() => onConfirm(slot, withCalendarFile)}>
          {needsSignIn ? 'Sign In to Book' : 'Confirm Booking'}
        </Button>
      </DialogFooter>
    </>
  )
}
