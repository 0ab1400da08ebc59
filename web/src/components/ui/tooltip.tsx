import { useEffect, useRef, type ComponentProps, type ReactElement, type ReactNode } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

/** Tooltip delays: 700 ms before showing, 300 ms skip window between tooltips. */
export const TOOLTIP_DELAY_MS = 700
/** See {@link TOOLTIP_DELAY_MS}. */
export const TOOLTIP_SKIP_DELAY_MS = 300

/**
 * Shares tooltip timing among the tooltips inside it (defaults: delayDuration 700,
 * skipDelayDuration 300). Every tooltip needs one above it; the sidebar's has delay 0.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  )
}

/** A tooltip (Radix Tooltip): shown on hover and keyboard focus of its {@link TooltipTrigger}. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return <TooltipPrimitive.Root data-slot="tooltip" {...props} />
}

/** The element the tooltip describes; use `asChild` so the child stays the focusable element. */
export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

/** The tooltip bubble, portalled, with an arrow. */
export function TooltipContent({
  className,
  sideOffset = 4,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-fit rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}

/** What {@link TooltipBubble} takes: the trigger element, its tip and where the tip sits. */
export interface TooltipBubbleProps {
  /** The trigger: one focusable element (a link or a button). */
  children: ReactElement
  content: ReactNode
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side']
  align?: ComponentProps<typeof TooltipPrimitive.Content>['align']
  /** Delay before showing, ms (default 700). */
  delayDuration?: number
  /** Open as it mounts (the pointer or the focus that loaded it is still there). */
  defaultOpen?: boolean
  /** Focus the trigger as it mounts (it replaced one that had the focus). */
  focusOnMount?: boolean
}

/**
 * One tooltip with its own provider, for `OnDemandTooltip` (./on-demand-tooltip), which loads
 * this module when a trigger is first hovered or focused.
 */
export function TooltipBubble({
  children,
  content,
  side,
  align,
  delayDuration,
  defaultOpen = false,
  focusOnMount = false,
}: TooltipBubbleProps) {
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus()
  }, [focusOnMount])
  return (
    <TooltipProvider {...(delayDuration === undefined ? {} : { delayDuration })}>
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild ref={trigger}>
          {children}
        </TooltipTrigger>
        <TooltipContent side={side} align={align}>
          {content}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}
