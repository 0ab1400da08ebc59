import type { ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button, type ButtonProps } from '@/components/ui/button'

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** The button that opens the question. */
  label: string
  /** A decorative icon before the label. */
  icon?: ReactNode
  variant?: ButtonProps['variant']
  disabled?: boolean
  /** The dialog's title (its accessible name). */
  title: string
  /** What will happen, in words. */
  description: string
  /** The confirming button's label. */
  confirmLabel: string
  /** Runs after the member confirms; the dialog is already closed. */
  onConfirm: () => void
}

/**
 * A button for an irreversible action that first asks (Radix AlertDialog: focus starts on
 * Cancel, Escape cancels, no dismissal by clicking outside). Nothing happens unless the member
 * confirms.
 */
export function ConfirmAction({
  label,
  icon,
  variant = 'outline',
  disabled,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmActionProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={variant} disabled={disabled}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
