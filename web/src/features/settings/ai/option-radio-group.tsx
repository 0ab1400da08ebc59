import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'
import type { OptionText } from './ai-options'

/** Props of {@link OptionRadioGroup}. */
export interface OptionRadioGroupProps<T extends string> {
  /** The group's accessible name. */
  label: string
  /** The options in display order. */
  options: readonly T[]
  /** Each option's name and description. */
  text: Record<T, OptionText>
  value: T
  /** Called with the chosen option; the group shows `value`, so a refused choice changes nothing. */
  onChange: (value: T) => void
  /** Tiles per row from the `sm` breakpoint (one per row below it); 2 unless given. */
  columns?: 2 | 3
}

/**
 * A single choice among a few options, each a bordered tile with its name and a line below it
 * (the line also describes the radio). Arrow keys move between options.
 */
export function OptionRadioGroup<T extends string>({
  label,
  options,
  text,
  value,
  onChange,
  columns = 2,
}: OptionRadioGroupProps<T>) {
  const id = useId()
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o === next)
        if (option) onChange(option)
      }}
      className={cn('gap-2!', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}
    >
      {options.map((option) => (
        <div
          key={option}
          className="flex items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/10"
        >
          <RadioGroupItem
            id={`${id}-${option}`}
            value={option}
            aria-describedby={`${id}-${option}-description`}
            className="mt-0.5"
          />
          <div className="min-w-0 space-y-1">
            <Label htmlFor={`${id}-${option}`} className="leading-snug!">
              {text[option].label}
            </Label>
            <p id={`${id}-${option}-description`} className="text-sm text-muted-foreground">
              {text[option].description}
            </p>
          </div>
        </div>
      ))}
    </RadioGroup>
  )
}
