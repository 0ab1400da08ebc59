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
import type { JournalEntry } from './journal-model'

/** Props of {@link DeleteEntryDialog}. */
export interface DeleteEntryDialogProps {
  /** The entry being asked about; null keeps the dialog closed. */
  entry: JournalEntry | null
  /** 'Delete' was pressed. */
  onConfirm: (entry: JournalEntry) => void
  /** The dialog closed without deleting (Cancel or Escape). */
  onCancel: () => void
  /** Runs when the dialog has closed, to put focus back somewhere sensible. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The 'Delete Journal Entry' confirmation: 'Are you sure you want to delete "{title}"? This
 * action cannot be undone.' with Cancel (focused first) and Delete.
 */
export function DeleteEntryDialog({ entry, onConfirm, onCancel, onCloseAutoFocus }: DeleteEntryDialogProps) {
  return (
    <AlertDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Journal Entry</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            Are you sure you want to delete &quot;{entry?.title}&quot;? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => entry && onConfirm(entry)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
