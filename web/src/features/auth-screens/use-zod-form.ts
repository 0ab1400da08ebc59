import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react'
import type { z } from 'zod'

/** Field name → its first validation message. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>

/**
 * Minimal form state for the account forms: string fields validated with a zod schema.
 * Validation runs on submit; after a failed submit it runs again on every change, so a
 * message disappears as soon as its field is fixed. The first invalid field gets the focus.
 * `submitting` is true while `onValid` runs (buttons read 'Signing In...' etc. and are disabled);
 * what was typed is kept whatever `onValid` does, so a failure leaves the form as it was.
 */
export function useZodForm<K extends string, Out>(
  schema: z.ZodType<Out, Record<K, string>>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState<Record<K, string>>(initial)
  const [errors, setErrors] = useState<FieldErrors<K>>({})
  const [validateOnChange, setValidateOnChange] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  const validate = useCallback(
    (next: Record<K, string>) => {
      const result = schema.safeParse(next)
      const found: FieldErrors<K> = {}
      if (!result.success) {
        for (const issue of result.error.issues) {
          const key = String(issue.path[0]) as K
          found[key] ??= issue.message
        }
      }
      return { result, found }
    },
    [schema],
  )

  /** Props for the input of field `name`: name, value and onChange. */
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value }
      setValues(next)
      if (validateOnChange) setErrors(validate(next).found)
    },
  })

  /** Wraps a submit handler: prevents the page load, validates, then calls `onValid` with the parsed values. */
  const handleSubmit = (onValid: (data: Out) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    const { result, found } = validate(values)
    setErrors(found)
    setValidateOnChange(true)
    if (!result.success) {
      const first = Object.keys(found)[0]
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setSubmitting(true)
    try {
      await onValid(result.data)
    } finally {
      setSubmitting(false)
    }
  }

  return { values, errors, submitting, field, handleSubmit }
}
