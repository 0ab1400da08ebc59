import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { blockErrorMessage } from './block-rules'
import { PrivacySettings } from './privacy-settings'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function setup() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <PrivacySettings />
    </MemoryRouter>,
  )
  return user
}

const blockInput = () => screen.getByLabelText('Username to block')

describe('block rule messages', () => {
  it('names the refusal', () => {
    expect(blockErrorMessage('empty', '  ')).toBe('Please enter a username to block.')
    expect(blockErrorMessage('duplicate', ' Sam ')).toBe('Sam is already blocked.')
  })
})

describe('PrivacySettings', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it("blocks a name with 'User blocked', lists it, and unblocks it with 'User unblocked'", async () => {
    const user = setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeInTheDocument()
    expect(screen.getByText("You haven't blocked anyone.")).toBeInTheDocument()

    await user.type(blockInput(), '  Sam  ')
    await user.click(screen.getByRole('button', { name: 'Block' }))
    expect(usePrivacyStore.getState().blockedUsers).toEqual(['Sam'])
    expect(within(screen.getByRole('list', { name: 'Blocked users' })).getByText('Sam')).toBeInTheDocument()
    expect(blockInput()).toHaveValue('')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User blocked' }))

    await user.click(screen.getByRole('button', { name: 'Unblock Sam' }))
    expect(usePrivacyStore.getState().blockedUsers).toEqual([])
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User unblocked' }))
  })

  it('refuses an empty name and a name already blocked (any case), changing nothing', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Block' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a username to block.')
    expect(usePrivacyStore.getState().blockedUsers).toEqual([])

    await user.type(blockInput(), 'Sam')
    await user.click(screen.getByRole('button', { name: 'Block' }))
    vi.mocked(toast).mockClear()
    await user.type(blockInput(), 'sam')
    await user.click(screen.getByRole('button', { name: 'Block' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('sam is already blocked.')
    expect(blockInput()).toHaveValue('sam')
    expect(usePrivacyStore.getState().blockedUsers).toEqual(['Sam'])
    expect(toast).not.toHaveBeenCalled()
  })

  it('saves visibility, online status and anonymous posting', async () => {
    const user = setup()
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Members Only' }))
    expect(usePrivacyStore.getState().profileVisibility).toBe('members')
    await user.click(screen.getByRole('radio', { name: 'No One' }))
    expect(usePrivacyStore.getState().profileVisibility).toBe('none')

    expect(screen.getByRole('switch', { name: 'Show Online Status' })).toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'Show Online Status' }))
    expect(usePrivacyStore.getState().showOnlineStatus).toBe(false)

    expect(screen.getByRole('switch', { name: 'Anonymous Posting' })).not.toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'Anonymous Posting' }))
    expect(usePrivacyStore.getState().anonymousPosting).toBe(true)
  })

  it('shows the auto-delete time (24 hours by default) only while auto-delete is on', async () => {
    const user = setup()
    expect(screen.queryByRole('combobox', { name: 'Delete after' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Auto-delete anonymous posts' }))
    expect(usePrivacyStore.getState().autoDelete).toBe(true)
    expect(screen.getByRole('combobox', { name: 'Delete after' })).toHaveTextContent('24 hours')
    await user.click(screen.getByRole('switch', { name: 'Auto-delete anonymous posts' }))
    expect(screen.queryByRole('combobox', { name: 'Delete after' })).not.toBeInTheDocument()
  })
})
