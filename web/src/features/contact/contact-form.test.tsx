import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/use-toast'
import { ContactForm } from './contact-form'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

describe('ContactForm (doc 1 §2.9)', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('marks every field required, with a native email field', () => {
    render(<ContactForm />)
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired()
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByRole('form', { name: 'Contact a Team Member' })).not.toHaveAttribute('novalidate')
  })

  it('shows the exact toast for 3000 ms, clears the form and makes no request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    render(<ContactForm />)

    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Subject'), 'Hello')
    await user.type(screen.getByLabelText('Message'), 'A question about rooms.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({
      title: 'Message sent!',
      description: 'A team member will contact you soon.',
      duration: 3000,
    })
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('')
    }
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('is invalid for the browser while a required field is empty', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    const form = screen.getByRole('form', { name: 'Contact a Team Member' }) as HTMLFormElement
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    expect(form.checkValidity()).toBe(false)
    expect(screen.getByLabelText('Subject')).toBeInvalid()
    expect(screen.getByLabelText('Email')).toBeInvalid()
  })
})
