import { createContext, use, useState, type ComponentProps } from 'react'
import { ChevronDownIcon } from 'lucide-react'
import { Accordion as AccordionPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

/** The values of the items that have been open at least once. */
const OpenedItemsContext = createContext<ReadonlySet<string>>(new Set())
/** The value of the item around. */
const ItemValueContext = createContext('')

/** Props of {@link Accordion}: a `div`'s, less Radix's open-state props (it keeps its own). */
export type AccordionProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'
>

/**
 * Expandable sections for an FAQ (Radix Accordion, single and collapsible): one item open at a
 * time, and the open one can be closed. An item's content is mounted from the first time it
 * opens: a closed Radix content measures its computed style as it mounts, which forces a style
 * pass of the whole page in React's commit and renders again synchronously.
 */
export function Accordion(props: AccordionProps) {
  const [value, setValue] = useState('')
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set())
  return (
    <OpenedItemsContext value={opened}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        {...props}
        type="single"
        collapsible
        value={value}
        onValueChange={(next) => {
          setValue(next)
          if (next && !opened.has(next)) setOpened(new Set(opened).add(next))
        }}
      />
    </OpenedItemsContext>
  )
}

/** One section; `value` identifies it. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <ItemValueContext value={props.value}>
      <AccordionPrimitive.Item
        data-slot="accordion-item"
        className={cn('border-b last:border-b-0', className)}
        {...props}
      />
    </ItemValueContext>
  )
}

/** The button (inside a heading) that opens and closes its item. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-all outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

/** The body of an item, shown while it is open; mounted from the first time it opens. */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  const everOpened = use(OpenedItemsContext).has(use(ItemValueContext))
  if (!everOpened) return null
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-sm" {...props}>
      <div className={cn('pt-0 pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
