import type { ComponentProps } from 'react'
import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { ModalBackdrop } from '@/components/ui/modal-backdrop'
import { DialogRootWithOpenState, OnceDialogOpened, useEscapeClosesDialog } from '@/components/ui/dialog-open-state'
import { cn } from '@/lib/utils'

/**
 * A modal dialog (Radix Dialog). Controlled with `open`/`onOpenChange` or through a
 * {@link DialogTrigger}; its content is mounted from the first time it opens.
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogRootWithOpenState root={DialogPrimitive.Root} data-slot="dialog" {...props} />
}

/** The element that opens its {@link Dialog}; use `asChild` to wrap a {@link Button}. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

/** Closes its {@link Dialog}; use `asChild` to wrap a button. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

/**
 * The dialog panel, portalled and centred, with a close (X) button unless `showCloseButton`
 * is false. Must contain a {@link DialogTitle} (Radix requires one for screen readers).
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const onKeyDown = useEscapeClosesDialog(props)
  return (
    <OnceDialogOpened>
      <DialogPrimitive.Portal>
        <ModalBackdrop />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-lg',
            className,
          )}
          {...props}
          onKeyDown={onKeyDown}
        >
          {children}
          {showCloseButton ? (
            <DialogPrimitive.Close className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4">
              <XIcon aria-hidden="true" />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </OnceDialogOpened>
  )
}

/** The top area of a dialog: title and description. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 text-center sm:text-left', className)}
      {...props}
    />
  )
}

/** The bottom row of a dialog, for its actions. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

/** The dialog's accessible title (required). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-none font-semibold', className)}
      {...props}
    />
  )
}

/** The dialog's accessible description. Without one, pass `aria-describedby={undefined}` to the content. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
