import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** Props of {@link Checkbox}: an `input`'s, with the checked state controlled. */
export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange'
> {
  checked: boolean
  /** Called with the new state when the person toggles it. */
  onCheckedChange: (checked: boolean) => void
}

/**
 * A checkbox: a native `input type="checkbox"` (Space toggles it, a `label` tied to it toggles it
 * too), its tick drawn by CSS. Label it with a {@link Label} `htmlFor` its `id`.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      className={cn(
        "peer grid size-4 shrink-0 appearance-none place-content-center rounded-[4px] border border-input shadow-xs transition-shadow outline-none before:size-2.5 before:scale-0 before:bg-primary-foreground before:content-[''] before:[clip-path:polygon(14%_44%,0_65%,50%_100%,100%_16%,80%_0%,43%_62%)] checked:border-primary checked:bg-primary checked:before:scale-100 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  )
}
