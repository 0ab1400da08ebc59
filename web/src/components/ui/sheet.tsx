import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import { ModalBackdrop } from '@/components/ui/modal-backdrop'
import { DialogRootWithOpenState, OnceDialogOpened, useEscapeClosesDialog } from '@/components/ui/dialog-open-state'
import { cn } from '@/lib/utils'

/** A drawer sliding in from a screen edge, built on Radix Dialog; its content is mounted from the first time it opens. */
export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <DialogRootWithOpenState root={SheetPrimitive.Root} data-slot="sheet" {...props} />
}

/** Opens its {@link Sheet}. */
export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

/** Closes its {@link Sheet}. */
export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />
}

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none transition ease-in-out',
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 h-auto border-b',
        right: 'inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm',
        bottom: 'inset-x-0 bottom-0 h-auto border-t',
        left: 'inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

/**
 * The drawer panel, portalled with a backdrop. `side` is top | right | bottom | left (default
 * right). Must contain a {@link SheetTitle}; `showCloseButton` (default true) adds an X button.
 */
export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants> & { showCloseButton?: boolean }) {
  const onKeyDown = useEscapeClosesDialog(props)
  return (
    <OnceDialogOpened>
      <SheetPrimitive.Portal>
        <ModalBackdrop />
        <SheetPrimitive.Content
          data-slot="sheet-content"
          data-side={side}
          className={cn(sheetVariants({ side }), className)}
          {...props}
          onKeyDown={onKeyDown}
        >
          {children}
          {showCloseButton ? (
            <SheetPrimitive.Close className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4">
              <XIcon aria-hidden="true" />
              <span className="sr-only">Close</span>
            </SheetPrimitive.Close>
          ) : null}
        </SheetPrimitive.Content>
      </SheetPrimitive.Portal>
    </OnceDialogOpened>
  )
}

/** Title and description area of a sheet. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />
}

/** Action row at the bottom of a sheet. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2 p-4', className)} {...props} />
}

/** The sheet's accessible title (required; may be `sr-only`). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  )
}

/** The sheet's accessible description. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
