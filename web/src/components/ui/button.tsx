import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { Slot } from 'radix-ui'
import { cn } from '@/lib/utils'

/**
 * Class names of {@link Button}, also usable on links styled as buttons.
 * Variants: default, destructive, outline, secondary, ghost, ghost-destructive (a quiet delete),
 * link, cancel, preview; sizes: default, xs, sm, lg, icon (36 px square), icon-sm (32 px),
 * icon-lg (40 px).
 * No class of the base is set again by a variant or size, so nothing needs merging (see `cn`).
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-[color,background-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        'ghost-destructive': 'text-muted-foreground hover:bg-accent hover:text-destructive dark:hover:text-red-300',
        link: 'text-primary underline-offset-4 hover:underline',
        cancel: 'border border-border bg-muted text-foreground hover:bg-muted/70',
        preview: 'border border-primary/40 bg-primary/10 text-foreground hover:bg-primary/20',
      },
      size: {
        default: 'h-9 px-4 py-2 text-sm',
        xs: 'h-7 px-2 text-xs',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-10 px-6 text-sm',
        icon: 'size-9 text-sm',
        'icon-sm': 'size-8 text-sm',
        'icon-lg': 'size-10 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

/** Props of {@link Button}: a native button's, plus `variant`, `size` and `asChild`. */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router `Link`) with the button's styles instead of a `<button>`. */
    asChild?: boolean
  }

/** A button (shadcn/ui). `asChild` merges its props onto the child through Radix Slot. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  )
}
