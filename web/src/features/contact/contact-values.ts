/** The contact form's fields, as typed (not yet trimmed). */
export interface ContactFormValues {
  name: string
  email: string
  subject: string
  message: string
}

/** An empty form. */
export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', subject: '', message: '' }

/**
 * The longest value (characters) the `contact-message` function accepts per field; the inputs
 * carry them as `maxLength`, so the browser never lets a longer one through.
 */
export const CONTACT_MAX_LENGTH: Readonly<Record<keyof ContactFormValues, number>> = {
  name: 200,
  email: 320,
  subject: 200,
  message: 5000,
}
