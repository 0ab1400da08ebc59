import { useId, type ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * A labelled input with its validation message below it. The message is tied to the input
 * with `aria-describedby`, and the input is marked `aria-invalid` while it has one.
 */
export function FormField({
  label,
  error,
  ...input
}: ComponentProps<'input'> & { label: string; error?: string | undefined }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
