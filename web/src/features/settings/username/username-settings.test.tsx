import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { authValue } from '@/testing/auth-value'
import { useAccountNamesStore } from '../shared/account-names-store'
import { USERNAME_REQUIRED, usernameSchema } from './username-schema'
import { UsernameSettings } from './username-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))

describe('username rule', () => {
  it('refuses an empty or blank name and trims a valid one', () => {
    for (const username of ['', '   ', '\t\n']) {
      const result = usernameSchema.safeParse({ username })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(USERNAME_REQUIRED)
    }
    expect(usernameSchema.parse({ username: '  River  ' })).toEqual({ username: 'River' })
  })
})

describe('UsernameSettings', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear()
    vi.mocked(useAuth).mockReturnValue(authValue())
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => vi.useRealTimers())

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <MemoryRouter>
        <UsernameSettings />
      </MemoryRouter>,
    )
    return user
  }

  it("shows the account's name, a back link and one h1", () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Username Settings' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings')
    expect(screen.getByTestId('current-username')).toHaveTextContent('Guest')
  })

  it('refuses a blank name with a message and changes nothing', async () => {
    const user = setup()
    await user.type(screen.getByLabelText('New Username'), '   ')
    await user.click(screen.getByRole('button', { name: 'Save Username' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(USERNAME_REQUIRED)
    expect(screen.getByLabelText('New Username')).toHaveAttribute('aria-invalid', 'true')
    expect(useAccountNamesStore.getState().username).toBeNull()
    expect(toast).not.toHaveBeenCalled()
  })

  it("saves for 1 s ('Saving...'), then replaces the current name, clears the input and toasts", async () => {
    const user = setup()
    await user.type(screen.getByLabelText('New Username'), '  River  ')
    await user.click(screen.getByRole('button', { name: 'Save Username' }))
    const busy = screen.getByRole('button', { name: 'Saving...' })
    expect(busy).toBeDisabled()
    expect(screen.getByTestId('current-username')).toHaveTextContent('Guest')

    await act(async () => {
      await vi.advanceTimersByTimeAsync(800)
    })
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })

    expect(await screen.findByRole('button', { name: 'Save Username' })).toBeEnabled()
    expect(screen.getByTestId('current-username')).toHaveTextContent('River')
    expect(screen.getByLabelText('New Username')).toHaveValue('')
    expect(useAccountNamesStore.getState().username).toBe('River')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Username updated' }))
  })
})
