import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react'

/** Whether the dialog around is open; true outside one of the app's dialog roots (nothing hidden). */
const DialogOpenContext = createContext(true)

/** The open state a Radix dialog root (Dialog, AlertDialog) takes: controlled, uncontrolled or both. */
interface DialogRootProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children?: ReactNode
}

/**
 * Renders the Radix dialog root `root` with `props` and follows its open state, controlled
 * (`open`) or not (`defaultOpen` and the changes Radix reports), for {@link WhenDialogOpen}
 * below it.
 */
export function DialogRootWithOpenState<P extends DialogRootProps>({
  root: Root,
  ...props
}: P & { root: ComponentType<P> }) {
  const { open, defaultOpen, onOpenChange } = props
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false)
  const handleOpenChange = useCallback(
    (next: boolean) => {
      setUncontrolledOpen(next)
      onOpenChange?.(next)
    },
    [onOpenChange],
  )
  return (
    <DialogOpenContext value={open ?? uncontrolledOpen}>
      <Root {...(props as unknown as P)} onOpenChange={handleOpenChange} />
    </DialogOpenContext>
  )
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
