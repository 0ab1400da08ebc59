import type { ReactNode } from 'react'

/** A field's error under it (role alert), or nothing. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
      {message}
    </p>
  )
}

/** The database's refusal (or another failure) inside a dialog, shown as is. */
export function Failure({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
      {children}
    </p>
  )
}
