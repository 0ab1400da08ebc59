import type { ComponentProps } from 'react'
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import { buttonVariants } from '@/components/ui/button'
import { ModalBackdrop } from '@/components/ui/modal-backdrop'
import { DialogRootWithOpenState, OnceDialogOpened, useEscapeClosesDialog } from '@/components/ui/dialog-open-state'
import { cn } from '@/lib/utils'

/**
 * A confirmation dialog that must be answered (Radix AlertDialog): no dismiss on outside click.
 * Used for deletions. Its content is mounted from the first time it opens.
 */
export function AlertDialog(props: ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <DialogRootWithOpenState root={AlertDialogPrimitive.Root} data-slot="alert-dialog" {...props} />
}

/** Opens its {@link AlertDialog}. */
export function AlertDialogTrigger(props: ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />
}

/** The alert dialog panel with its backdrop; must contain an {@link AlertDialogTitle}. */
export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const onKeyDown = useEscapeClosesDialog(props)
  return (
    <OnceDialogOpened>
      <AlertDialogPrimitive.Portal>
        <ModalBackdrop />
        <AlertDialogPrimitive.Content
          data-slot="alert-dialog-content"
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-lg',
            className,
          )}
          {...props}
          onKeyDown={onKeyDown}
        >
          {children}
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </OnceDialogOpened>
  )
}

/** Title and description area of an alert dialog. */
export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-header"
      className={cn('flex flex-col gap-2 text-center sm:text-left', className)}
      {...props}
    />
  )
}

/** Action row of an alert dialog. */
export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

/** The alert dialog's accessible title (required). */
export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn('text-lg font-semibold', className)}
      {...props}
    />
  )
}

/** The alert dialog's accessible description (the question being asked). */
export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** The confirming button; styled as a destructive button unless `className` says otherwise. */
export function AlertDialogAction({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant: 'destructive' }), className)} {...props} />
  )
}

/** The dismissing button (receives focus first, so Enter never confirms by accident). */
export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'cancel' }), className)} {...props} />
}
