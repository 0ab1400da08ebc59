import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { GUEST_USER } from '@/lib/auth/session-user'
import { authValue } from '@/testing/auth-value'
import { useAccountNamesStore } from '../shared/account-names-store'
import { EMAIL_INVALID, EMAIL_REQUIRED, emailSchema } from './email-schema'
import { EmailSettings } from './email-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

describe('e-mail rule', () => {
  it('needs a non-empty address containing @', () => {
    expect(emailSchema.safeParse({ email: '  ' }).error?.issues[0]?.message).toBe(EMAIL_REQUIRED)
    expect(emailSchema.safeParse({ email: 'ada.example.com' }).error?.issues[0]?.message).toBe(EMAIL_INVALID)
    expect(emailSchema.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' })
  })
})

describe('EmailSettings', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear()
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => vi.useRealTimers())

  const setup = (email = '') => {
    vi.mocked(useAuth).mockReturnValue(authValue({ user: { ...GUEST_USER, email } }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <MemoryRouter>
        <EmailSettings />
      </MemoryRouter>,
    )
    return user
  }

  it("says when no address is set, and shows the account's otherwise", () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeInTheDocument()
    expect(screen.getByTestId('current-email')).toHaveTextContent('No email address set')
  })

  it('refuses an address without @ and changes nothing', async () => {
    const user = setup('ada@example.com')
    expect(screen.getByTestId('current-email')).toHaveTextContent('ada@example.com')
    await user.type(screen.getByLabelText('New Email Address'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Update Email' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_INVALID)
    expect(useAccountNamesStore.getState().email).toBeNull()
    expect(toast).not.toHaveBeenCalled()
  })

  it("updates for 1 s ('Updating...'), then replaces the address, clears the input and toasts", async () => {
    const user = setup()
    await user.type(screen.getByLabelText('New Email Address'), 'river@example.com')
    await user.click(screen.getByRole('button', { name: 'Update Email' }))
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(await screen.findByRole('button', { name: 'Update Email' })).toBeEnabled()
    expect(screen.getByTestId('current-email')).toHaveTextContent('river@example.com')
    expect(screen.getByLabelText('New Email Address')).toHaveValue('')
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Email address updated',
        description: expect.stringContaining('No verification email is sent from this page') as unknown,
      }),
    )
  })
})
