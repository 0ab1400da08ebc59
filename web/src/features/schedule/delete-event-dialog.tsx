import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import type { ScheduleEvent } from './schedule-model'

/** Props of {@link DeleteEventDialog}. */
export interface DeleteEventDialogProps {
  /** The event being asked about; null keeps the dialog closed. */
  event: ScheduleEvent | null
  /** 'Delete' was pressed. */
  onConfirm: (event: ScheduleEvent) => void
  /** The dialog closed without deleting (Cancel or Escape). */
  onCancel: () => void
  /** Runs once the dialog has closed, to put focus somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The 'Delete Event' confirmation: 'Are you sure you want to delete "{title}"? This action
 * cannot be undone.' with Cancel (focused first) and Delete.
 */
export function DeleteEventDialog({ event, onConfirm, onCancel, onCloseAutoFocus }: DeleteEventDialogProps) {
  return (
    <AlertDialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Event</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            Are you sure you want to delete &quot;{event?.title}&quot;? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => event && onConfirm(event)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
