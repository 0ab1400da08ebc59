import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { createFakeMemberPrivacySource } from '@/lib/member/fake-member-privacy-source'
import { MemberPrivacyProvider } from '@/lib/member/member-privacy-context'
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

describe('PrivacySettings of a signed-in member', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  const SAM = '5eed0000-0000-4000-8000-000000000002'
  const OTTO = '5eed0000-0000-4000-8000-000000000003'

  function setupMember() {
    const fake = createFakeMemberPrivacySource([
      { id: SAM, name: 'Sam Carter', bio: null, avatarUrl: null, visible: true, friendship: 'none', blocked: true },
      { id: OTTO, name: 'Otto', bio: null, avatarUrl: null, visible: true, friendship: 'friends', muted: true },
    ])
    const user = userEvent.setup()
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemberPrivacyProvider source={fake.source}>
          <MemoryRouter>
            <PrivacySettings />
          </MemoryRouter>
        </MemberPrivacyProvider>
      </SWRConfig>,
    )
    return { user, ...fake }
  }

  it('lists who is blocked and who is muted, with avatar and name, and no field to block a typed name', async () => {
    setupMember()
    const blocked = await screen.findByRole('list', { name: 'Blocked users' })
    expect(within(blocked).getAllByRole('listitem')).toHaveLength(1)
    expect(within(blocked).getByText('Sam Carter')).toBeInTheDocument()
    expect(within(blocked).getByText('SC')).toBeInTheDocument()
    const muted = await screen.findByRole('list', { name: 'Muted users' })
    expect(within(muted).getByText('Otto')).toBeInTheDocument()
    expect(screen.queryByLabelText('Username to block')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Username to mute')).not.toBeInTheDocument()
  })

  it("unblocks and unmutes by member id, with 'User unblocked' and 'User unmuted'", async () => {
    const { user, calls } = setupMember()
    await user.click(await screen.findByRole('button', { name: 'Unblock Sam Carter' }))
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User unblocked' }))
    await user.click(screen.getByRole('button', { name: 'Unmute Otto' }))
    expect(await screen.findByText("You haven't muted anyone.")).toBeInTheDocument()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'User unmuted' }))
    expect(calls).toEqual([`remove blocks ${SAM}`, `remove mutes ${OTTO}`])
  })

  it('keeps the member listed and says why when the server refuses', async () => {
    const { user, source } = setupMember()
    source.remove = () => Promise.reject(new Error('You are not allowed to do that.'))
    await user.click(await screen.findByRole('button', { name: 'Unblock Sam Carter' }))
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'You are not allowed to do that.', variant: 'destructive' }),
    )
    expect(screen.getByRole('list', { name: 'Blocked users' })).toHaveTextContent('Sam Carter')
  })
})
