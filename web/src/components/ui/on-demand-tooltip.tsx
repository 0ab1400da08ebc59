import { useRef, useState } from 'react'
import { Slot } from 'radix-ui'
import { onDemand } from '@/lib/on-demand'
import type { TooltipBubbleProps } from '@/components/ui/tooltip'

const tooltip = onDemand(() => import('@/components/ui/tooltip'))

type Intent = 'hover' | 'focus' | null

/**
 * A tooltip whose code (Radix Tooltip and its positioning) loads the first time its trigger is
 * hovered or focused, so pages load without it. Until then the trigger renders as it is (the
 * tooltip only repeats its accessible name); once loaded it becomes a Radix tooltip, opened if
 * the pointer or the focus is still on the trigger, and keeping the focus there.
 */
export function OnDemandTooltip({ children, ...props }: Omit<TooltipBubbleProps, 'defaultOpen' | 'focusOnMount'>) {
  const intent = useRef<Intent>(null)
  const [loaded, setLoaded] = useState<{ module: typeof import('@/components/ui/tooltip'); intent: Intent } | null>(
    null,
  )
  const want = (kind: Exclude<Intent, null>) => {
    intent.current = kind
    tooltip.get().then(
      (module) => setLoaded((prev) => prev ?? { module, intent: intent.current }),
      (error: unknown) => console.error('Nexus: could not load the tooltip:', error),
    )
  }
  const drop = (kind: Exclude<Intent, null>) => {
    if (intent.current === kind) intent.current = null
  }
  if (!loaded) {
    return (
      <Slot.Root
        onPointerEnter={() => want('hover')}
        onPointerLeave={() => drop('hover')}
        onFocus={() => want('focus')}
        onBlur={() => drop('focus')}
      >
        {children}
      </Slot.Root>
    )
  }
  const { TooltipBubble } = loaded.module
  return (
    <TooltipBubble {...props} defaultOpen={loaded.intent !== null} focusOnMount={loaded.intent === 'focus'}>
      {children}
    </TooltipBubble>
  )
}
