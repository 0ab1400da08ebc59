import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'

/** The contact form's fields (doc 1 §3 Contact form). */
export interface ContactFormValues {
  name: string
  email: string
  subject: string
  message: string
}

const empty: ContactFormValues = { name: '', email: '', subject: '', message: '' }

/** How long the confirmation toast stays up (doc 1 §9: 3 s). */
export const CONTACT_TOAST_MS = 3000

/**
 * The 'Contact a Team Member' form (doc 1 §2.9). Every field is `required` and the email
 * field has type email, so the browser validates natively. Submitting makes no network call
 * (doc 1 §7): it shows the toast 'Message sent!' / 'A team member will contact you soon.' for
 * 3 s and clears the form.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(empty)

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = e.target
    setValues((v) => ({ ...v, [name]: value }))
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    toast({ title: 'Message sent!', description: 'A team member will contact you soon.', duration: CONTACT_TOAST_MS })
    setValues(empty)
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        Contact a Team Member
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input id="contact-name" name="name" autoComplete="name" required value={values.name} onChange={onChange} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={onChange}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input id="contact-subject" name="subject" required value={values.subject} onChange={onChange} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea id="contact-message" name="message" rows={6} required value={values.message} onChange={onChange} />
      </div>
      <Button type="submit" size="lg">
        Send Message
      </Button>
    </form>
  )
}
