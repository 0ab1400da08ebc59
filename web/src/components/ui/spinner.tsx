import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * An accessible loading indicator: `role="status"` with a visually hidden `label`
 * (default 'Loading...'), so screen readers announce it.
 */
export function Spinner({ className, label = 'Loading...', ...props }: ComponentProps<'div'> & { label?: string }) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
