import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react'

/**
 * Whether the dialog around has been open at least once; true outside one of the app's dialog
 * roots (nothing held back).
 */
const DialogOpenedContext = createContext(true)

/** The open state a Radix dialog root (Dialog, AlertDialog) takes: controlled, uncontrolled or both. */
interface DialogRootProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children?: ReactNode
}

/**
 * Renders the Radix dialog root `root` with `props` and follows its open state, controlled
 * (`open`) or not (`defaultOpen` and the changes Radix reports), so that
 * {@link OnceDialogOpened} below it knows whether the dialog has ever been open.
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
  const isOpen = open ?? uncontrolledOpen
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  return (
    <DialogOpenedContext value={opened || isOpen}>
      <Root {...(props as unknown as P)} onOpenChange={handleOpenChange} />
    </DialogOpenedContext>
  )
}

/**
 * Renders `children` (a dialog's portal) from the first time its dialog opens; from then on Radix
 * mounts and unmounts the content as it always does. A never-opened dialog renders nothing: Radix
 * would mount its closed Presence, which updates its state synchronously in the commit, so the
 * page's first commit would also run its effects and a second render in that one task.
 */
export function OnceDialogOpened({ children }: { children: ReactNode }) {
  return useContext(DialogOpenedContext) ? children : null
}
