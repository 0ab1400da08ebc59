import type { ContactFormValues } from './contact-values'

/**
 * The address the guest-mode e-mail link writes to. `.example` is a reserved domain: whoever
 * runs Nexus replaces it with their real support address (README: Contact messages).
 */
export const SUPPORT_EMAIL = 'support@nexus.example'

/**
 * A `mailto:` link to `to` with the form prefilled: the subject as the e-mail's subject (or
 * 'Message from the Nexus contact form' when empty), and a body of the message followed by
 * 'From: {name} <{email}>'. Every part goes through `encodeURIComponent`; line breaks are CRLF
 * as mail links expect, so no character of the form can add a header or break the link.
 */
export function contactMailto(values: ContactFormValues, to: string = SUPPORT_EMAIL): string {
  const subject = values.subject.trim() || 'Message from the Nexus contact form'
  const name = values.name.trim()
  const email = values.email.trim()
  const from = name && email ? `${name} <${email}>` : name || email
  const body = [values.message.trim(), from && `From: ${from}`].filter(Boolean).join('\r\n\r\n')
  const query = `subject=${encodeURIComponent(subject)}` + (body ? `&body=${encodeURIComponent(body)}` : '')
  return `mailto:${to}?${query}`
}
