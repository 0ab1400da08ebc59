import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { useAuth } from '@/lib/auth/auth-provider'
import { authValue } from '@/testing/auth-value'
import { changeEmail, changePassword, deleteAccount, forgetLocalData } from './account-actions'
import { AccountSettings } from './account-settings'
import { downloadJson } from './download-json'
import { confirmEnrollment, readVerifiedFactor, removeFactor, startEnrollment } from './two-factor'

const backend = vi.hoisted(() => ({ configured: true }))
vi.mock('@/lib/env', () => ({
  get isBackendConfigured() {
    return backend.configured
  },
}))
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: vi.fn() }))
vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('./account-actions', () => ({
  changeEmail: vi.fn(async () => null),
  changePassword: vi.fn(async () => null),
  deleteAccount: vi.fn(async () => null),
  forgetLocalData: vi.fn(),
}))
vi.mock('./two-factor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./two-factor')>()),
  readVerifiedFactor: vi.fn(async () => ({ data: null, error: null })),
  startEnrollment: vi.fn(async () => ({
    data: { factorId: 'f-1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP' },
    error: null,
  })),
  confirmEnrollment: vi.fn(async () => null),
  removeFactor: vi.fn(async () => null),
}))
vi.mock('./download-json', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./download-json')>()),
  downloadJson: vi.fn(),
}))

function setup({ member = true, configured = true } = {}) {
  backend.configured = configured
  const auth = authValue(
    member ? { user: { ...authValue().user, id: 'u-ada', email: 'ada@example.com', isGuest: false } } : {},
  )
  vi.mocked(useAuth).mockReturnValue(auth)
  const collectMemberData = vi.fn(async () => ({ format: 'nexus-member-data', profile: {} }))
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <AccountSettings collectMemberData={collectMemberData} />
    </MemoryRouter>,
  )
  return { user, auth, collectMemberData }
}

const region = (name: string) => within(screen.getByRole('region', { name }))

/** The two-factor switch once the member's factors have been read (disabled until then). */
async function readToggle(card: ReturnType<typeof region>) {
  const toggle = card.getByRole('switch', { name: 'Two-Factor Authentication' })
  await waitFor(() => expect(toggle).toBeEnabled())
  return toggle
}

beforeEach(() => vi.clearAllMocks())

describe('AccountSettings for a guest', () => {
  it.each([
    [true, 'Sign in'],
    [false, 'About accounts'],
  ])('backend %s: every account control needs an account and links to /auth', (configured, link) => {
    setup({ member: false, configured })
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument()
    for (const name of ['Email Address', 'Password', 'Two-Factor Authentication', 'Delete Account']) {
      expect(region(name).getByText(/needs a(n| signed-in) account/)).toBeInTheDocument()
      expect(region(name).getByRole('link', { name: link })).toHaveAttribute('href', '/auth')
    }
    expect(screen.queryByRole('button', { name: 'Update Email' })).toBeNull()
    expect(readVerifiedFactor).not.toHaveBeenCalled()
  })

  it('Download Data works for a guest too', async () => {
    const { user, collectMemberData } = setup({ member: false, configured: false })
    await user.click(screen.getByRole('button', { name: 'Download Data' }))
    expect(collectMemberData).toHaveBeenCalled()
    expect(downloadJson).toHaveBeenCalledWith(expect.stringMatching(/^nexus-data-\d{4}-\d{2}-\d{2}\.json$/), {
      format: 'nexus-member-data',
      profile: {},
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download started' }))
  })

  it('a failure to gather the data says so and downloads nothing', async () => {
    const { user, collectMemberData } = setup({ member: false })
    collectMemberData.mockRejectedValueOnce(new Error('Could not read your journal data: gone'))
    await user.click(screen.getByRole('button', { name: 'Download Data' }))
    expect(downloadJson).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Could not read your journal data: gone',
      variant: 'destructive',
    })
  })
})

describe('AccountSettings for a member', () => {
  it('Update Email expands the form; without a password: Password required, nothing sent', async () => {
    const { user } = setup()
    expect(screen.getByTestId('account-email')).toHaveTextContent('ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Update Email' }))
    const form = within(screen.getByRole('form', { name: 'Update Email' }))
    await user.type(form.getByLabelText('New Email'), 'new@example.com')
    await user.click(form.getByRole('button', { name: 'Save New Email' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Password required',
      description: 'Please enter your password to update email.',
      variant: 'destructive',
    })
    expect(changeEmail).not.toHaveBeenCalled()

    await user.type(form.getByLabelText('Current Password'), 'right-password')
    await user.click(form.getByRole('button', { name: 'Save New Email' }))
    expect(changeEmail).toHaveBeenCalledWith('right-password', 'new@example.com')
    expect(toast).toHaveBeenCalledWith({
      title: 'Email updated',
      description: 'A verification email has been sent to your new address.',
    })
    expect(screen.queryByRole('form', { name: 'Update Email' })).toBeNull()
  })

  it("shows the server's message when the e-mail change fails", async () => {
    vi.mocked(changeEmail).mockResolvedValueOnce('Invalid login credentials')
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Update Email' }))
    const form = within(screen.getByRole('form', { name: 'Update Email' }))
    await user.type(form.getByLabelText('New Email'), 'new@example.com')
    await user.type(form.getByLabelText('Current Password'), 'wrong')
    await user.click(form.getByRole('button', { name: 'Save New Email' }))
    expect(toast).toHaveBeenCalledWith({
      title: 'Email not updated',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
    expect(screen.getByRole('form', { name: 'Update Email' })).toBeInTheDocument()
  })

  it('Change Password is disabled while the new fields are empty or differ; then changes it', async () => {
    const { user } = setup()
    const form = within(screen.getByRole('form', { name: 'Change Password' }))
    const button = form.getByRole('button', { name: 'Change Password' })
    expect(button).toBeDisabled()
    await user.type(form.getByLabelText('Current Password'), 'old-password')
    await user.type(form.getByLabelText('New Password'), 'new-password')
    expect(button).toBeDisabled()
    await user.type(form.getByLabelText('Confirm New Password'), 'new-passwor')
    expect(button).toBeDisabled()
    expect(form.getByRole('alert')).toHaveTextContent("Passwords don't match")
    await user.type(form.getByLabelText('Confirm New Password'), 'd')
    expect(button).toBeEnabled()
    await user.click(button)
    expect(changePassword).toHaveBeenCalledWith('old-password', 'new-password')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password changed' }))
    expect(form.getByLabelText('New Password')).toHaveValue('')
  })

  it('two-factor: turning it on shows the QR code and secret; a code finishes it; turning it off removes it', async () => {
    const { user } = setup()
    const card = region('Two-Factor Authentication')
    const toggle = await readToggle(card)
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(startEnrollment).toHaveBeenCalled()
    expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
    )
    expect(card.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP')
    await user.type(card.getByLabelText('Verification Code'), '12345')
    await user.click(card.getByRole('button', { name: 'Verify and Turn On' }))
    expect(card.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument()
    expect(confirmEnrollment).not.toHaveBeenCalled()

    vi.mocked(confirmEnrollment).mockResolvedValueOnce('Invalid TOTP code entered')
    await user.type(card.getByLabelText('Verification Code'), '6')
    await user.click(card.getByRole('button', { name: 'Verify and Turn On' }))
    expect(confirmEnrollment).toHaveBeenCalledWith('f-1', '123456')
    expect(toast).toHaveBeenCalledWith({
      title: 'Code not accepted',
      description: 'Invalid TOTP code entered',
      variant: 'destructive',
    })
    await user.click(card.getByRole('button', { name: 'Verify and Turn On' }))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Two-factor authentication enabled' }))
    expect(card.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked()
    expect(card.queryByRole('img')).toBeNull()

    await user.click(card.getByRole('switch', { name: 'Two-Factor Authentication' }))
    expect(removeFactor).toHaveBeenCalledWith('f-1')
    expect(card.getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Two-factor authentication disabled' }))
  })

  it('two-factor: while the factors are read, the switch keeps its place, disabled, saying it is checking', async () => {
    let answer: (factor: Awaited<ReturnType<typeof readVerifiedFactor>>) => void = () => {}
    vi.mocked(readVerifiedFactor).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    setup()
    const card = region('Two-Factor Authentication')
    const toggle = card.getByRole('switch', { name: 'Two-Factor Authentication' })
    expect(toggle).toBeDisabled()
    expect(toggle).toHaveAccessibleDescription('Checking two-factor authentication...')

    answer({ data: 'f-1', error: null })
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription('On: signing in asks for a code from your authenticator app.')
  })

  it('two-factor: Cancel during set-up removes the unfinished factor', async () => {
    vi.mocked(readVerifiedFactor).mockResolvedValueOnce({ data: null, error: null })
    const { user } = setup()
    const card = region('Two-Factor Authentication')
    await user.click(await readToggle(card))
    await user.click(card.getByRole('button', { name: 'Cancel' }))
    expect(removeFactor).toHaveBeenCalledWith('f-1')
    await waitFor(() => expect(card.getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked())
  })

  it('delete: the confirm button is disabled while the password is empty; a failure keeps the account', async () => {
    vi.mocked(deleteAccount).mockResolvedValueOnce('Invalid login credentials')
    const { user, auth } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete Account' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }))
    expect(dialog.getByRole('button', { name: 'Delete My Account' })).toBeDisabled()
    await user.type(dialog.getByLabelText('Password'), 'wrong')
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }))
    expect(deleteAccount).toHaveBeenCalledWith('wrong', { removeAnonymousPosts: false })
    expect(toast).toHaveBeenCalledWith({
      title: 'Account not deleted',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
    expect(auth.signOut).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('delete: deletes, forgets local data, signs out and says Account deletion initiated', async () => {
    const { user, auth } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete Account' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }))
    await user.type(dialog.getByLabelText('Password'), 'right-password')
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }))
    expect(auth.signOut).toHaveBeenCalled()
    expect(forgetLocalData).toHaveBeenCalledWith('u-ada')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Account deletion initiated' }))
  })

  it('delete: anonymous posts stay unless the member ticks the choice, which is explained and sent on', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Delete Account' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }))
    const choice = dialog.getByRole('checkbox', { name: 'Also delete my anonymous posts' })
    expect(choice).not.toBeChecked()
    expect(choice).toHaveAccessibleDescription(
      'Your anonymous posts stay, unlinked from you, unless you choose to have them removed; they are removed later, at a random time, so nobody can tie them to you.',
    )
    await user.type(dialog.getByLabelText('Password'), 'right-password')
    await user.keyboard('{Tab} ')
    expect(choice).toHaveFocus()
    expect(choice).toBeChecked()
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }))
    expect(deleteAccount).toHaveBeenCalledWith('right-password', { removeAnonymousPosts: true })
  })
})
