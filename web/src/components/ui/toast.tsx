import type { ComponentProps, ReactElement } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import { Toast as ToastPrimitives } from 'radix-ui'
import { cn } from '@/lib/utils'

/** Default time a toast stays up: 5000 ms. */
export const TOAST_DURATION_MS = 5000
/** Swipe distance that dismisses a toast: 50 px, swiping right. */
export const TOAST_SWIPE_THRESHOLD = 50

/**
 * Toast context (Radix Toast) with the product defaults: duration 5000 ms, swipe right to
 * dismiss past 50 px. Rendered once, by {@link Toaster}.
 */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  label = 'Message',
  ...props
}: ComponentProps<typeof ToastPrimitives.Provider>) {
  return (
    <ToastPrimitives.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      label={label}
      {...props}
    />
  )
}

/** The fixed corner region (a labelled landmark; F8 jumps to it) that holds the toasts. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      label="Messages ({hotkey})"
      {...props}
    />
  )
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'destructive group border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/** Props of one {@link Toast}: Radix Toast.Root's (open, onOpenChange, duration...) plus `variant`. */
export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>

/** One toast (Radix Toast.Root), variant default or destructive. Usually created through `toast()`. */
export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />
}

/** A button inside a toast; `altText` tells screen-reader users how to reach the action otherwise. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus:ring-2 focus:ring-ring focus:outline-none disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-destructive-foreground/40',
        className,
      )}
      {...props}
    />
  )
}

/** The element type `toast({ action })` accepts. */
export type ToastActionElement = ReactElement<typeof ToastAction>

/** The X button that dismisses a toast. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none',
        className,
      )}
      aria-label="Close"
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitives.Close>
  )
}

/** A toast's title line. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />
}

/** A toast's body text. */
export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return (
    <ToastPrimitives.Description
      className={cn('text-sm opacity-90 group-[.destructive]:opacity-100', className)}
      {...props}
    />
  )
}
