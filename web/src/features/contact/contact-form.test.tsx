import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/use-toast'
import { ContactForm, NOT_SENT_TITLE } from './contact-form'
import type { ContactFormValues } from './contact-values'
import type { SendOutcome } from './send-contact-message'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const LABELS = ['Name', 'Email', 'Subject', 'Message'] as const
const filled: ContactFormValues = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello & welcome',
  message: 'A question about rooms.',
}

async function fill(user: ReturnType<typeof userEvent.setup>, values = filled) {
  await user.type(screen.getByLabelText('Name'), values.name)
  await user.type(screen.getByLabelText('Email'), values.email)
  await user.type(screen.getByLabelText('Subject'), values.subject)
  await user.type(screen.getByLabelText('Message'), values.message)
}

function expectValues(values: ContactFormValues) {
  expect(screen.getByLabelText('Name')).toHaveValue(values.name)
  expect(screen.getByLabelText('Email')).toHaveValue(values.email)
  expect(screen.getByLabelText('Subject')).toHaveValue(values.subject)
  expect(screen.getByLabelText('Message')).toHaveValue(values.message)
}

describe('ContactForm', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('marks every field required, with a native email field and the server’s length limits', () => {
    render(<ContactForm backendConfigured />)
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeRequired()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '5000')
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '200')
    expect(screen.getByRole('form', { name: 'Contact a Team Member' })).not.toHaveAttribute('novalidate')
  })

  it('is invalid for the browser while a required field is empty', async () => {
    const user = userEvent.setup()
    render(<ContactForm backendConfigured />)
    const form = screen.getByRole('form', { name: 'Contact a Team Member' }) as HTMLFormElement
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    expect(form.checkValidity()).toBe(false)
    expect(screen.getByLabelText('Subject')).toBeInvalid()
    expect(screen.getByLabelText('Email')).toBeInvalid()
  })

  describe('with a backend', () => {
    it('sends the fields, shows the exact toast for 3000 ms and clears the form once delivered', async () => {
      const send = vi.fn(async (): Promise<SendOutcome> => ({ status: 'sent' }))
      const user = userEvent.setup()
      render(<ContactForm backendConfigured send={send} />)
      await fill(user)
      await user.click(screen.getByRole('button', { name: 'Send Message' }))

      expect(send).toHaveBeenCalledExactlyOnceWith(filled)
      expect(toast).toHaveBeenCalledExactlyOnceWith({
        title: 'Message sent!',
        description: 'A team member will contact you soon.',
        duration: 3000,
      })
      expectValues({ name: '', email: '', subject: '', message: '' })
      expect(screen.queryByRole('link', { name: /E-mail/ })).not.toBeInTheDocument()
    })

    it('reads Sending... and cannot be sent twice while the request is pending', async () => {
      let finish!: (o: SendOutcome) => void
      const send = vi.fn(() => new Promise<SendOutcome>((resolve) => (finish = resolve)))
      const user = userEvent.setup()
      render(<ContactForm backendConfigured send={send} />)
      await fill(user)
      await user.click(screen.getByRole('button', { name: 'Send Message' }))

      const busy = screen.getByRole('button', { name: 'Sending...' })
      expect(busy).toBeDisabled()
      await user.click(busy)
      expect(send).toHaveBeenCalledTimes(1)
      finish({ status: 'sent' })
      expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
    })

    it.each([
      'Too many messages. Please try again in 60 minutes.',
      'Email must be an e-mail address.',
      'Could not reach the server. Please try again.',
    ])('keeps what was typed and shows the destructive toast “%s” when delivery fails', async (message) => {
      const send = vi.fn(async (): Promise<SendOutcome> => ({ status: 'failed', message }))
      const user = userEvent.setup()
      render(<ContactForm backendConfigured send={send} />)
      await fill(user)
      await user.click(screen.getByRole('button', { name: 'Send Message' }))

      expect(toast).toHaveBeenCalledExactlyOnceWith({
        title: NOT_SENT_TITLE,
        description: message,
        variant: 'destructive',
      })
      expectValues(filled)
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    })
  })

  describe('in guest mode', () => {
    it('says sending needs a backend, offers a prefilled mailto link, and never claims the message was sent', async () => {
      const send = vi.fn()
      const user = userEvent.setup()
      render(<ContactForm backendConfigured={false} send={send} />)
      expect(screen.getByRole('heading', { name: 'Sending needs a configured backend' })).toBeInTheDocument()
      const link = screen.getByRole('link', { name: 'E-mail support@nexus.example' })
      expect(link).toHaveAttribute(
        'href',
        'mailto:support@nexus.example?subject=Message%20from%20the%20Nexus%20contact%20form',
      )

      await fill(user)
      expect(link).toHaveAttribute(
        'href',
        'mailto:support@nexus.example?subject=Hello%20%26%20welcome&body=A%20question%20about%20rooms.%0D%0A%0D%0AFrom%3A%20Ada%20%3Cada%40example.com%3E',
      )
      await user.click(screen.getByRole('button', { name: 'Send Message' }))

      expect(send).not.toHaveBeenCalled()
      expect(toast).toHaveBeenCalledExactlyOnceWith({
        title: NOT_SENT_TITLE,
        description: 'Sending needs a configured backend. Use the e-mail link under the form instead.',
        variant: 'destructive',
      })
      expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Message sent!' }))
      expectValues(filled)
    })
  })
})
