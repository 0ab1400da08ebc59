/** Props of {@link FieldMessage}. */
export interface FieldMessageProps {
  /** Id the field points at with `aria-describedby`. */
  id: string
  /** The validation message; nothing renders without one. */
  message?: string | undefined
}

/** A field's validation message in the destructive colour, read out when it appears (role="alert"). */
export function FieldMessage({ id, message }: FieldMessageProps) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
      {message}
    </p>
  )
}
