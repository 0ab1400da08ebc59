import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'

/** Whether the dialog around is open; true outside one of the app's dialog roots (nothing hidden). */
const DialogOpenContext = createContext(true)

/** The open state a Radix dialog root (Dialog, AlertDialog) takes: controlled, uncontrolled or both. */
export interface DialogOpenProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * Follows a Radix dialog root's open state, controlled (`open`) or not (`defaultOpen` and the
 * changes Radix reports): returns whether it is open now and the `onOpenChange` to give the root.
 */
export function useDialogOpenState({ open, defaultOpen, onOpenChange }: DialogOpenProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false)
  const handleOpenChange = useCallback(
    (next: boolean) => {
      setUncontrolledOpen(next)
      onOpenChange?.(next)
    },
    [onOpenChange],
  )
  return { isOpen: open ?? uncontrolledOpen, onOpenChange: handleOpenChange }
}

/** Tells the dialog content below whether its dialog is open (see {@link WhenDialogOpen}). */
export function DialogOpenProvider({ open, children }: { open: boolean; children: ReactNode }) {
  return <DialogOpenContext value={open}>{children}</DialogOpenContext>
}

/**
 * Renders `children` (a dialog's portal) only while its dialog is open. Radix keeps a closed
 * dialog's Presence mounted, and on mount it updates its state synchronously in the commit: the
 * page's whole first commit then also runs its effects and a second render in that one task. The
 * app's dialogs have no exit animation, so a closed one shows nothing either way.
 */
export function WhenDialogOpen({ children }: { children: ReactNode }) {
  return useContext(DialogOpenContext) ? children : null
}
