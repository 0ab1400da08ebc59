import {
  createContext,
  useCallback,
  useContext,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

/**
 * Whether the dialog around has been open at least once; true outside one of the app's dialog
 * roots (nothing held back).
 */
const DialogOpenedContext = createContext(true)

/** Closes the dialog around (reports `false` to its open state); does nothing outside one. */
const DialogCloseContext = createContext<() => void>(() => {})

/** The open state a Radix dialog root (Dialog, AlertDialog) takes: controlled, uncontrolled or both. */
interface DialogRootProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children?: ReactNode
}

/**
 * Renders the Radix dialog root `root` with `props` and holds its open state, controlled
 * (`open`) or not (`defaultOpen` and the changes Radix reports), so that
 * {@link OnceDialogOpened} below it knows whether the dialog has ever been open and
 * {@link useEscapeClosesDialog} can close it. Radix always gets `open` from here.
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
  const close = useCallback(() => handleOpenChange(false), [handleOpenChange])
  return (
    <DialogOpenedContext value={opened || isOpen}>
      <DialogCloseContext value={close}>
        <Root {...(props as unknown as P)} open={isOpen} onOpenChange={handleOpenChange} />
      </DialogCloseContext>
    </DialogOpenedContext>
  )
}

/**
 * The `onKeyDown` for a dialog's content that closes the dialog on an Escape no Radix layer took.
 *
 * Radix listens for Escape only on the top layer, and a dialog opened while another layer is
 * showing (a toast) learns it is on top one render after focus has moved into it: an Escape
 * pressed in between would be lost. Radix marks the Escapes it handles (`defaultPrevented`), and
 * so does `onEscapeKeyDown` to keep the dialog open; any other Escape from inside the content
 * closes it here. Calls the content's own `onKeyDown` first.
 */
export function useEscapeClosesDialog({
  onKeyDown,
  onEscapeKeyDown,
}: {
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  onEscapeKeyDown?: (event: globalThis.KeyboardEvent) => void
}) {
  const close = useContext(DialogCloseContext)
  return (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    if (event.key !== 'Escape' || event.defaultPrevented) return
    onEscapeKeyDown?.(event.nativeEvent)
    if (event.defaultPrevented) return
    event.preventDefault()
    close()
  }
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
