import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface RadioGroupState {
  name: string
  value: string | undefined
  onValueChange: (value: string) => void
  disabled: boolean
}

const RadioGroupContext = createContext<RadioGroupState | null>(null)

/** Props of {@link RadioGroup}: a `div`'s, plus the group's controlled value. */
export interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** The checked option's value; no option is checked when it matches none. */
  value: string | undefined
  /** Called with an option's value when the person picks it; the group shows `value` until it changes. */
  onValueChange: (value: string) => void
  /** The radios' shared `name`; a unique one by default. */
  name?: string
  disabled?: boolean
}

/**
 * A single choice among options: a `div` with role="radiogroup" around native radio inputs
 * ({@link RadioGroupItem}, {@link RadioGroupTile}) that share one `name`, so the browser gives
 * arrow keys (move and pick), one Tab stop and form semantics, with no script. Name it with
 * `aria-label` or `aria-labelledby`.
 */
export function RadioGroup({ value, onValueChange, name, disabled = false, className, ...props }: RadioGroupProps) {
  const generatedName = useId()
  return (
    <RadioGroupContext value={{ name: name ?? generatedName, value, onValueChange, disabled }}>
      <div role="radiogroup" data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />
    </RadioGroupContext>
  )
}

/** Props of a radio: an `input`'s, less what the group decides (type, name, checked, onChange). */
export interface RadioGroupItemProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'value'
> {
  /** The value the group reports when this option is picked. */
  value: string
}

/**
 * The native radio of one option, checked when the group's value is `value`.
 * @throws Error when rendered outside a {@link RadioGroup}.
 */
function useGroupRadio({ value, disabled }: RadioGroupItemProps): ComponentProps<'input'> {
  const group = use(RadioGroupContext)
  if (!group) throw new Error('A radio must be inside a RadioGroup')
  return {
    type: 'radio',
    name: group.name,
    value,
    checked: group.value === value,
    disabled: group.disabled || disabled,
    onChange: () => group.onValueChange(value),
  }
}

/**
 * One round option of a {@link RadioGroup}; label it with a {@link Label} `htmlFor` its `id`.
 * @throws Error when rendered outside a {@link RadioGroup}.
 */
export function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  const radio = useGroupRadio(props)
  return (
    <input
      data-slot="radio-group-item"
      {...props}
      {...radio}
      className={cn(
        "grid aspect-square size-4 shrink-0 appearance-none place-content-center rounded-full border border-input text-primary shadow-xs transition-[color,box-shadow] outline-none before:size-2 before:scale-0 before:rounded-full before:bg-primary before:content-[''] checked:border-primary checked:before:scale-100 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
    />
  )
}

/** Props of {@link RadioGroupTile}: a radio's, plus the tile's content and classes. */
export interface RadioGroupTileProps extends RadioGroupItemProps {
  /** Classes of the tile (the `label`); style the picked tile with `has-checked:`. */
  tileClassName?: string
  /** The tile's content, shown to everyone; give the radio `aria-label` for a shorter name. */
  children: ReactNode
}

/**
 * An option drawn as a whole tile: a `label` around `children` and a native radio stretched
 * transparent over the whole tile, so a click anywhere on it lands on the radio. Style the picked
 * and focused tile with `has-checked:` and `has-focus-visible:`.
 * @throws Error when rendered outside a {@link RadioGroup}.
 */
export function RadioGroupTile({ tileClassName, children, className, ...props }: RadioGroupTileProps) {
  const radio = useGroupRadio(props)
  return (
    <label data-slot="radio-group-tile" className={cn('group relative', tileClassName)}>
      <input
        data-slot="radio-group-item"
        {...props}
        {...radio}
        className={cn(
          'absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0 outline-none disabled:cursor-not-allowed',
          className,
        )}
      />
      {children}
    </label>
  )
}
