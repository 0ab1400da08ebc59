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
import type { Resource } from './resource-model'

/** Props of {@link DeleteResourceDialog}. */
export interface DeleteResourceDialogProps {
  /** The resource being asked about; null keeps the dialog closed. */
  resource: Resource | null
  /** 'Delete' was pressed. */
  onConfirm: (resource: Resource) => void
  /** The dialog closed without deleting (Cancel or Escape). */
  onCancel: () => void
  /** Runs when the dialog has closed, to put focus back somewhere sensible. */
  onCloseAutoFocus: (event: Event) => void
}

/**
 * The 'Delete Resource' confirmation: 'Are you sure you want to delete "{title}"? This action
 * cannot be undone.' with Cancel (focused first) and Delete.
 */
export function DeleteResourceDialog({ resource, onConfirm, onCancel, onCloseAutoFocus }: DeleteResourceDialogProps) {
  return (
    <AlertDialog
      open={resource !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Resource</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            Are you sure you want to delete &quot;{resource?.title}&quot;? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => resource && onConfirm(resource)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
