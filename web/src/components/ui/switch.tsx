import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Props of {@link Switch}: a `button`'s, with the on/off state controlled. */
export interface SwitchProps extends Omit<ComponentProps<'button'>, 'type' | 'role' | 'onClick' | 'value'> {
  checked: boolean
  /** Called with the new state when the person toggles it (click, Space or Enter). */
  onCheckedChange: (checked: boolean) => void
}

/**
 * An on/off toggle: a `button` with role="switch" and `aria-checked`, as the WAI-ARIA switch
 * pattern describes. Label it with a {@link Label} `htmlFor` its `id`.
 */
export function Switch({ className, checked, onCheckedChange, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      data-state={state}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'peer inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0"
      />
    </button>
  )
}
