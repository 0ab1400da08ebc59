import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { isBackendConfigured } from '@/lib/env'
import { CONTACT_MAX_LENGTH, EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-values'
import { GuestContactNotice } from './guest-contact-notice'
import { sendContactMessage, type SendOutcome } from './send-contact-message'

/** How long the confirmation toast stays up (ms). */
export const CONTACT_TOAST_MS = 3000

/** Title of the destructive toast when a message was not delivered. */
export const NOT_SENT_TITLE = 'Message not sent'

/** Injectable parts of {@link ContactForm}; the defaults are this build's backend and the real call. */
export interface ContactFormProps {
  backendConfigured?: boolean
  send?: (values: ContactFormValues) => Promise<SendOutcome>
}

/**
 * The 'Contact a Team Member' form. Every field is `required` (the email field has type email),
 * so the browser validates natively; each is capped at the length the server accepts.
 * - With a backend, submitting calls the `contact-message` function ('Sending...' meanwhile, button
 *   disabled). Delivered: the toast 'Message sent!' / 'A team member will contact you soon.' for 3 s
 *   and the form clears. Refused or failed (validation, rate limit, server, network): a destructive
 *   toast 'Message not sent' with the reason, and the form keeps what was typed.
 * - In guest mode nothing can be delivered: a notice says so and offers a prefilled `mailto:` link;
 *   submitting shows the same destructive toast pointing to it, never 'Message sent!'.
 */
export function ContactForm({ backendConfigured = isBackendConfigured, send = sendContactMessage }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM)
  const [sending, setSending] = useState(false)

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = e.target
    setValues((v) => ({ ...v, [name]: value }))
  }

  const notSent = (description: string) => toast({ title: NOT_SENT_TITLE, description, variant: 'destructive' })

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (sending) return
    if (!backendConfigured) {
      notSent('Sending needs a configured backend. Use the e-mail link under the form instead.')
      return
    }
    setSending(true)
    const outcome = await send(values)
    setSending(false)
    if (outcome.status === 'sent') {
      toast({ title: 'Message sent!', description: 'A team member will contact you soon.', duration: CONTACT_TOAST_MS })
      setValues(EMPTY_CONTACT_FORM)
    } else if (outcome.status === 'no-backend') {
      notSent('Sending needs a configured backend.')
    } else {
      notSent(outcome.message)
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      className="space-y-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        Contact a Team Member
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_MAX_LENGTH.name}
            value={values.name}
            onChange={onChange}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_MAX_LENGTH.email}
            value={values.email}
            onChange={onChange}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input
          id="contact-subject"
          name="subject"
          required
          maxLength={CONTACT_MAX_LENGTH.subject}
          value={values.subject}
          onChange={onChange}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_MAX_LENGTH.message}
          value={values.message}
          onChange={onChange}
        />
      </div>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      {backendConfigured ? null : <GuestContactNotice values={values} />}
    </form>
  )
}
