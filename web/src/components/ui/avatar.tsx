import type { ComponentProps } from 'react'
import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

/** A round avatar (shadcn/ui, Radix Avatar): put an {@link AvatarImage} and an {@link AvatarFallback} inside. Size via `className`, marked important (`size-24!`; default 40 px). */
export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  )
}

/**
 * The avatar's picture; shown only once it has loaded, the fallback shows until then or when it
 * fails. Callers pass only https URLs or the app's own as `src` (the Content-Security-Policy
 * refuses other images). The picture is requested without a referrer unless `referrerPolicy`
 * says otherwise: its address is usually someone's own, and it learns nothing of the page.
 */
export function AvatarImage({
  className,
  referrerPolicy = 'no-referrer',
  ...props
}: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      referrerPolicy={referrerPolicy}
      {...props}
    />
  )
}

/** What the avatar shows without a picture, usually initials (default: muted background). */
export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center rounded-full bg-muted font-semibold', className)}
      {...props}
    />
  )
}
