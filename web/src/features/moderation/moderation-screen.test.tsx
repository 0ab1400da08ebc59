import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { appeal, fakeModerationSource, queueCase } from './data/fake-moderation-source'
import { OWN_ACTION_NOTE } from './appeals-panel'
import { ModerationScreen } from './moderation-screen'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function renderScreen(source: ReturnType<typeof fakeModerationSource>, { isAdmin = false, path = '/moderation' } = {}) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <ModerationScreen source={source} isAdmin={isAdmin} />
      </MemoryRouter>
    </SWRConfig>,
  )
}

describe('ModerationScreen', { timeout: 30_000 }, () => {
  it('reads the queue again when the database broadcasts case_changed', async () => {
    let queue = [queueCase({ id: 'c1', excerpt: 'First' })]
    const source = fakeModerationSource({ queue: vi.fn(async () => queue) })
    renderScreen(source)
    const list = await screen.findByRole('list', { name: 'Open cases' })
    expect(within(list).getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('tab', { name: 'Queue (1)' })).toBeInTheDocument()
    queue = [queueCase({ id: 'c2', kind: 'care', reasons: ['at_risk'], excerpt: 'New care case' }), ...queue]
    source.emit('c2')
    expect(await within(list).findByText('New care case')).toBeInTheDocument()
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('data-kind', 'care')
  })

  it('opens the case named in the address beside the queue', async () => {
    renderScreen(fakeModerationSource(), { path: '/moderation?case=case-1' })
    expect(await screen.findByTestId('case-view')).toHaveTextContent('Buy cheap watches at example.com')
  })

  it('shows moderators no Log or Roles tab; administrators get both', async () => {
    renderScreen(fakeModerationSource())
    expect(await screen.findByRole('tab', { name: 'Appeals' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Log' })).toBeNull()
    expect(screen.queryByRole('tab', { name: 'Roles' })).toBeNull()
  })

  it('lists appeals; one of my own actions cannot be decided by me and says why; another is decided', async () => {
    vi.mocked(toast).mockClear()
    const user = userEvent.setup()
    const decideAppeal = vi.fn(async () => {})
    const source = fakeModerationSource(
      { decideAppeal },
      { appeals: [appeal({ id: 'mine', actedByMe: true }), appeal({ id: 'theirs', action: 'hide', rule: 'spam' })] },
    )
    renderScreen(source, { path: '/moderation?tab=appeals' })
    const list = await screen.findByRole('list', { name: 'Appeals' })
    const [mine, theirs] = within(list).getAllByRole('article')
    expect(mine).toHaveTextContent(OWN_ACTION_NOTE)
    expect(within(mine!).getByRole('button', { name: 'Decide' })).toBeDisabled()
    expect(within(mine!).getByRole('radio', { name: 'Overturn: reverse the action' })).toBeDisabled()
    expect(theirs).toHaveTextContent('Appeal of: Hide')
    await user.click(within(theirs!).getByRole('button', { name: 'Decide' }))
    expect(within(theirs!).getByText('Choose Uphold or Overturn.')).toBeInTheDocument()
    await user.click(within(theirs!).getByRole('radio', { name: 'Overturn: reverse the action' }))
    await user.type(within(theirs!).getByLabelText('Reason written to the member'), 'It was a quote.')
    await user.click(within(theirs!).getByRole('button', { name: 'Decide' }))
    expect(decideAppeal).toHaveBeenCalledWith('theirs', 'overturn', 'It was a quote.')
    expect(toast).toHaveBeenCalledWith({ title: 'Appeal overturned' })
  })

  it("gives administrators the Roles tab: grant 'moderator' to a member found by name, and revoke", async () => {
    const user = userEvent.setup()
    const grantRole = vi.fn(async () => {})
    const revokeRole = vi.fn(async () => {})
    const source = fakeModerationSource({
      roles: vi.fn(async () => [
        { userId: 'u-mo', name: 'Mo Moderator', role: 'moderator', grantedAt: '2026-11-20T10:00:00Z' },
      ]),
      findMembers: vi.fn(async () => [{ id: 'u-nia', name: 'Nia' }]),
      grantRole,
      revokeRole,
    })
    renderScreen(source, { isAdmin: true, path: '/moderation?tab=roles' })
    expect(screen.getByRole('tab', { name: 'Log' })).toBeInTheDocument()
    await user.type(await screen.findByLabelText('Find a member by name'), 'Ni')
    const found = await screen.findByRole('list', { name: 'Members found' }, { timeout: 3000 })
    await user.click(within(found).getByRole('button', { name: 'Make moderator' }))
    expect(grantRole).toHaveBeenCalledWith('u-nia', 'moderator')
    await user.click(screen.getByRole('button', { name: 'Revoke moderator from Mo Moderator' }))
    await user.click(await screen.findByRole('button', { name: 'Revoke' }))
    expect(revokeRole).toHaveBeenCalledWith('u-mo', 'moderator')
  })
})
