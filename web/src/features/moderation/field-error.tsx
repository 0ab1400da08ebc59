/** A field's validation message in the destructive colour, read out when it appears; nothing without a message. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
      {message}
    </p>
  )
}
