import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
} from 'react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

/** Selects a tab by its value: what a click on a {@link TabsTrigger} does. */
const SelectTab = createContext<((value: string) => void) | null>(null)

/**
 * Tabbed panels (Radix Tabs): arrow keys move between tabs. Use `defaultValue` or
 * `value`/`onValueChange`. A click on a tab selects it too, not only the press that starts it
 * (Radix acts on `mousedown`): a click replayed after hydration (one made on the prerendered page,
 * see app/early-events.ts) or sent by assistive technology, with no press before it, then
 * selects its tab. `onValueChange` is called once per change.
 */
export function Tabs({
  className,
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  // The value last shown or asked for: Radix asks twice for one press (its focus and its
  // mousedown handlers), and a click follows the press.
  const asked = useRef(current)
  useLayoutEffect(() => {
    asked.current = current
  })
  const select = useCallback(
    (next: string) => {
      if (next === asked.current) return
      asked.current = next
      if (value === undefined) setOwn(next)
      onValueChange?.(next)
    },
    [value, onValueChange],
  )
  return (
    <SelectTab value={select}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('flex flex-col gap-2', className)}
        value={current}
        onValueChange={select}
        {...props}
      />
    </SelectTab>
  )
}

/** The row of {@link TabsTrigger}s. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

/** One tab; `value` ties it to its {@link TabsContent}. A click selects it (see {@link Tabs}). */
export function TabsTrigger({ className, onClick, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const select = use(SelectTab)
  const { value, disabled } = props
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented && !disabled && !event.ctrlKey && event.button === 0) select?.(value)
      }}
      {...props}
    />
  )
}

/** The panel shown while its tab is selected. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('flex-1 outline-none', className)} {...props} />
}
