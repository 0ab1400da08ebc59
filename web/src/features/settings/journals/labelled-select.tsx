import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

/** Props of {@link LabelledSelect}. */
export interface LabelledSelectProps<T extends string> {
  /** The visible label (the list box's accessible name). */
  label: string
  /** The choices in display order. */
  options: readonly T[]
  /** Each choice's text. */
  labels: Record<T, string>
  value: T
  /** Called with a choice from `options` only. */
  onChange: (value: T) => void
  /** The trigger's width from the `sm` breakpoint on, important (`sm:w-40!`); 224 px unless given. */
  className?: string
  disabled?: boolean
}

/** A labelled single-choice list (Radix Select) over a fixed set of string choices. */
export function LabelledSelect<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  className,
  disabled,
}: LabelledSelectProps<T>) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          const option = options.find((o) => o === next)
          if (option) onChange(option)
        }}
      >
        <SelectTrigger id={id} className={cn('w-full!', className ?? 'sm:w-56!')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
