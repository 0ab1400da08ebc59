import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The control's id (the label points at it; the error is `${id}-error`, the hint `${id}-hint`). */
  id: string
  label: string
  /** The validation message; shown under the control in the destructive colour when set. */
  error?: string | undefined
  /** A short help line under the control. */
  hint?: string
  /** The control; give it `aria-describedby` from {@link describedBy}. */
  children: ReactNode
  className?: string
}

/** The ids a field's control should list in `aria-describedby` (its hint and its error, when shown). */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** A labelled form control with an optional hint and validation message (announced with role="alert"). */
export function FormField({ id, label, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={className ?? 'grid gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
