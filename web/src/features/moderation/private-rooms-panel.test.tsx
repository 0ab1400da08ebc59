import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { fakeModerationSource } from './data/fake-moderation-source'
import { ModerationError } from './data/moderation-source'
import type { PrivateRoomRow } from './data/moderation-types'
import { ModerationScreen } from './moderation-screen'
import { PrivateRoomsPanel, READ_ONLY_NOTE } from './private-rooms-panel'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function room(over: Partial<PrivateRoomRow> = {}): PrivateRoomRow {
  return {
    slug: 'p-0000000001',
    name: 'Book Club',
    ownerId: 'u-lou',
    ownerName: 'Lou Lapsed',
    ownerOnPro: false,
    memberCount: 2,
    postCount: 1,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...over,
  }
}

function renderPanel(source: ReturnType<typeof fakeModerationSource>) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PrivateRoomsPanel source={source} />
    </SWRConfig>,
  )
}

describe('PrivateRoomsPanel', { timeout: 30_000 }, () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('lists every private room with its owner, the read-only note when the owner is not on Pro, members and posts', async () => {
    renderPanel(
      fakeModerationSource({
        privateRooms: vi.fn(async () => [
          room(),
          room({ slug: 'p-0000000002', name: 'Orphans', ownerId: null, ownerName: null, memberCount: 0, postCount: 0 }),
          room({ slug: 'p-0000000003', name: 'Garden', ownerId: 'u-pia', ownerName: 'Pia Pro', ownerOnPro: true }),
        ]),
      }),
    )
    const list = await screen.findByRole('list', { name: 'Private rooms' })
    const [lapsed, orphan, open] = within(list).getAllByRole('listitem')
    expect(lapsed).toHaveTextContent('Book Club')
    expect(lapsed).toHaveTextContent('Owner: Lou Lapsed')
    expect(lapsed).toHaveTextContent(READ_ONLY_NOTE)
    expect(lapsed).toHaveTextContent('2 members · 1 post')
    expect(orphan).toHaveTextContent('No owner: their account was deleted')
    expect(orphan).toHaveTextContent('0 members · 0 posts')
    expect(open).toHaveTextContent('Owner: Pia Pro')
    expect(open).not.toHaveTextContent(READ_ONLY_NOTE)
    expect(within(open!).getByRole('button', { name: 'Give to another member' })).toHaveAccessibleDescription('Garden')
  })

  it('says so when there is no private room', async () => {
    renderPanel(fakeModerationSource())
    expect(await screen.findByText('No private rooms yet.')).toBeInTheDocument()
  })

  it("shows the database's refusal to list as is", async () => {
    renderPanel(
      fakeModerationSource({
        privateRooms: vi.fn(async () => {
          throw new ModerationError('refused', 'Only administrators can do this.')
        }),
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can do this.')
  })

  it("gives a room to a member found by name: the database's refusal shown as is, then a success toast and the list read again", async () => {
    const user = userEvent.setup()
    let rooms = [room()]
    const privateRooms = vi.fn(async () => rooms)
    const transferRoom = vi.fn(async (_slug: string, newOwnerId: string) => {
      if (newOwnerId === 'u-fay') throw new ModerationError('refused', 'The new owner must be on Pro.')
      rooms = [room({ ownerId: 'u-pia', ownerName: 'Pia Pro', ownerOnPro: true, memberCount: 3 })]
    })
    const findMembers = vi.fn(async () => [
      { id: 'u-lou', name: 'Lou Lapsed' },
      { id: 'u-fay', name: 'Fay Free' },
      { id: 'u-pia', name: 'Pia Pro' },
    ])
    renderPanel(fakeModerationSource({ privateRooms, transferRoom, findMembers }))
    await user.click(await screen.findByRole('button', { name: 'Give to another member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Give Book Club to another member' })

    await user.click(within(dialog).getByRole('button', { name: 'Give the room' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the new owner first.')
    expect(transferRoom).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText('Find a member by name'), 'Pi')
    const found = await within(dialog).findByRole('list', { name: 'Members found' }, { timeout: 3000 })
    const [owner, fay, pia] = within(found).getAllByRole('listitem')
    expect(owner).toHaveTextContent('Owns this room')
    expect(within(owner!).queryByRole('button')).toBeNull()
    await user.click(within(fay!).getByRole('button', { name: 'Choose' }))
    expect(within(dialog).getByText('New owner:')).toHaveTextContent('New owner: Fay Free')
    await user.click(within(dialog).getByRole('button', { name: 'Give the room' }))
    expect(transferRoom).toHaveBeenCalledWith('p-0000000001', 'u-fay')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The new owner must be on Pro.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await user.click(within(pia!).getByRole('button', { name: 'Choose' }))
    expect(within(pia!).getByRole('button', { name: 'Choose' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Give the room' }))
    expect(transferRoom).toHaveBeenLastCalledWith('p-0000000001', 'u-pia')
    expect(toast).toHaveBeenCalledWith({ title: 'Room given', description: 'Book Club now belongs to Pia Pro.' })
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const list = screen.getByRole('list', { name: 'Private rooms' })
    expect(await within(list).findByText('Owner: Pia Pro')).toBeInTheDocument()
    expect(list).not.toHaveTextContent(READ_ONLY_NOTE)
  })

  it('Cancel closes the dialog without giving the room', async () => {
    const user = userEvent.setup()
    const transferRoom = vi.fn(async () => {})
    renderPanel(fakeModerationSource({ privateRooms: vi.fn(async () => [room()]), transferRoom }))
    await user.click(await screen.findByRole('button', { name: 'Give to another member' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(transferRoom).not.toHaveBeenCalled()
  })

  it('is a tab of /moderation for administrators only (?tab=rooms)', async () => {
    const source = fakeModerationSource({ privateRooms: vi.fn(async () => [room()]) })
    const { unmount } = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/moderation?tab=rooms']}>
          <ModerationScreen source={source} isAdmin />
        </MemoryRouter>
      </SWRConfig>,
    )
    expect(screen.getByRole('tab', { name: 'Private rooms' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('list', { name: 'Private rooms' })).toHaveTextContent('Book Club')
    expect(await screen.findByRole('tab', { name: 'Queue (1)' })).toBeInTheDocument()
    unmount()
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/moderation?tab=rooms']}>
          <ModerationScreen source={source} isAdmin={false} />
        </MemoryRouter>
      </SWRConfig>,
    )
    expect(screen.queryByRole('tab', { name: 'Private rooms' })).toBeNull()
    expect(await screen.findByRole('tab', { name: 'Queue (1)' })).toHaveAttribute('aria-selected', 'true')
  })
})
