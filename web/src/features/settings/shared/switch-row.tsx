import { useId, type ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'

/** Props of {@link SwitchRow}. */
export interface SwitchRowProps {
  /** The switch's visible label (its accessible name). */
  label: string
  /** A line under the label, tied to the switch with `aria-describedby`. */
  description?: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  /** Content before the label (e.g. an icon). */
  leading?: ReactNode
}

/** A labelled on/off setting: label and description on the left, the switch on the right. */
export function SwitchRow({ label, description, checked, onCheckedChange, disabled, leading }: SwitchRowProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        {leading}
        <div className="min-w-0 space-y-1">
          <Label htmlFor={id} className="leading-snug!">
            {label}
          </Label>
          {description ? (
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
      />
    </div>
  )
}
