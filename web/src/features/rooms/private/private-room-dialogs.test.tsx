import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { fakeLayout } from '@/testing/fake-layout'
import { roomListItem } from '../data/fake-rooms-source'
import { localRoomsSource } from '../data/local-rooms-source'
import { PrivateRoomsSourceProvider } from '../data/private-rooms-context'
import { RoomsSourceProvider } from '../data/rooms-source-context'
import type { PrivateRoomsSource } from '../data/private-rooms-source'
import { RoomsSourceError, type RoomListItem, type RoomsSource } from '../data/rooms-source'
import { RoomScreen } from '../room-screen'
import { RoomsScreen } from '../rooms-screen'
import { CreatePrivateRoomButton } from './create-private-room-dialog'
import { ModeratePostDialog } from './moderate-post-dialog'
import { OwnerControls } from './private-room-controls'
import { guestRoomsSource } from '../data/use-rooms-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

fakeLayout({ clientHeight: 800, offsetHeight: 100 })
// The guest's rooms load before the screens render, as before the app's first render.
beforeAll(() => guestRoomsSource.load())
afterEach(() => vi.mocked(toast).mockClear())

const SLUG = 'p-0123456789'
const ROOM = roomListItem(SLUG, {
  name: 'Book Club',
  description: 'Novels we love',
  icon: 'moon',
  isPrivate: true,
  isOwner: true,
  memberCount: 3,
})

/** A signed-in member's private rooms source whose every call is a mock (a Pro owner by default). */
function fakeSource(over: Partial<PrivateRoomsSource> = {}): PrivateRoomsSource {
  return {
    key: 'supabase:me',
    needsAccount: false,
    myPlan: vi.fn(() => Promise.resolve('pro' as const)),
    createRoom: vi.fn(() => Promise.resolve('p-aaaaaaaaaa')),
    updateRoom: vi.fn(() => Promise.resolve()),
    deleteRoom: vi.fn(() => Promise.resolve(12)),
    postCount: vi.fn(() => Promise.resolve(12)),
    listFriends: vi.fn(() =>
      Promise.resolve([
        { id: 'ada', name: 'Ada' },
        { id: 'zoe', name: 'Zoe' },
      ]),
    ),
    invite: vi.fn(() => Promise.resolve('inv-1')),
    respondToInvitation: vi.fn(() => Promise.resolve(SLUG)),
    removeMember: vi.fn(() => Promise.resolve()),
    moderatePost: vi.fn(() => Promise.resolve()),
    listMembers: vi.fn(() =>
      Promise.resolve([
        { id: 'ada', name: 'Ada' },
        { id: 'zoe', name: 'Zoe' },
      ]),
    ),
    ...over,
  }
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function RoomRoute() {
  return <RoomScreen roomId={useParams().roomId} />
}

/** The guest's rooms, with the private room in the room list (as a member's list would have it). */
function roomsWithPrivate(room: Partial<RoomListItem> = {}): RoomsSource {
  return { ...localRoomsSource, key: 'test', listRooms: vi.fn(() => Promise.resolve([{ ...ROOM, ...room }])) }
}

function renderWith(
  source: PrivateRoomsSource | null,
  ui: ReactNode,
  path = '/rooms',
  rooms: RoomsSource | null = null,
) {
  const user = userEvent.setup()
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
        <Route path="/rooms/:roomId" element={<RoomRoute />} />
      </Routes>
      <Where />
    </MemoryRouter>
  )
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RoomsSourceProvider source={rooms}>
        {source ? <PrivateRoomsSourceProvider source={source}>{page}</PrivateRoomsSourceProvider> : page}
      </RoomsSourceProvider>
    </SWRConfig>,
  )
  return user
}

describe('Create Private Room', () => {
  it('is not offered to the guest (guest mode is unchanged)', () => {
    renderWith(null, <RoomsScreen actions={<CreatePrivateRoomButton />} />)
    expect(screen.getByRole('heading', { name: 'Community Rooms' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create Private Room' })).toBeNull()
  })

  it('lets a Pro member name the room, describe it and pick an icon, then opens it', async () => {
    const source = fakeSource()
    const user = renderWith(source, <RoomsScreen actions={<CreatePrivateRoomButton />} />)
    await user.click(screen.getByRole('button', { name: 'Create Private Room' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Private Room' })
    await user.click(await within(dialog).findByRole('button', { name: 'Create room' }))
    expect(await within(dialog).findByText('Give the room a name')).toBeInTheDocument()
    expect(source.createRoom).not.toHaveBeenCalled()

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Book Club ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description (optional)' }), 'Novels we love')
    await user.click(within(dialog).getByRole('radio', { name: 'Moon' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create room' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/rooms/p-aaaaaaaaaa'))
    expect(source.createRoom).toHaveBeenCalledWith({ name: 'Book Club', description: 'Novels we love', icon: 'moon' })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Private room created' }))
  })

  it("shows the database's refusal in the dialog and keeps what was typed", async () => {
    const source = fakeSource({
      createRoom: vi.fn(() => Promise.reject(new RoomsSourceError('refused', 'You can own at most 3 private rooms'))),
    })
    const user = renderWith(source, <CreatePrivateRoomButton />)
    await user.click(screen.getByRole('button', { name: 'Create Private Room' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Private Room' })
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Fourth')
    await user.click(within(dialog).getByRole('button', { name: 'Create room' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can own at most 3 private rooms')
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Fourth')
  })

  it('shows a member without Pro what Pro adds, with a link to the plans', async () => {
    const source = fakeSource({ myPlan: vi.fn(() => Promise.resolve('basic' as const)) })
    const user = renderWith(source, <CreatePrivateRoomButton />)
    await user.click(screen.getByRole('button', { name: 'Create Private Room' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create Private Room' })
    expect(await within(dialog).findByText('What Pro adds')).toBeInTheDocument()
    expect(within(dialog).getByText('Private rooms are available on Pro.')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
    expect(within(dialog).queryByRole('textbox')).toBeNull()
  })
})

describe("the owner's controls of a private room", () => {
  const openMenuItem = async (user: ReturnType<typeof userEvent.setup>, item: string) => {
    await user.click(screen.getByRole('button', { name: 'Manage room' }))
    await user.click(await screen.findByRole('menuitem', { name: item }))
    return screen.findByRole('dialog')
  }

  it('are not shown to a member who does not own the room, nor for a public room', () => {
    const { rerender } = render(<OwnerControls room={{ ...ROOM, isOwner: false }} />)
    expect(screen.queryByRole('button', { name: 'Manage room' })).toBeNull()
    rerender(<OwnerControls room={{ ...ROOM, isPrivate: false }} />)
    expect(screen.queryByRole('button', { name: 'Manage room' })).toBeNull()
  })

  it('invite a friend, and show a refusal as the database says it', async () => {
    const source = fakeSource({
      listFriends: vi.fn(() =>
        Promise.resolve([
          { id: 'ada', name: 'Ada' },
          { id: 'sam', name: 'Sam' },
          { id: 'zoe', name: 'Zoe' },
        ]),
      ),
      listMembers: vi.fn(() => Promise.resolve([{ id: 'sam', name: 'Sam' }])),
      invite: vi
        .fn()
        .mockResolvedValueOnce('inv-1')
        .mockRejectedValueOnce(new RoomsSourceError('refused', 'This room is full')),
    })
    const user = renderWith(source, <OwnerControls room={ROOM} />)
    const dialog = await openMenuItem(user, 'Invite')
    expect(dialog).toHaveAccessibleName('Invite to Book Club')
    const sam = (await within(dialog).findByText('Sam')).closest('li')!
    expect(await within(sam).findByText('In the room')).toBeInTheDocument()
    expect(within(sam).queryByRole('button')).toBeNull()
    await user.click(await within(dialog).findByRole('button', { name: 'Invite Ada' }))
    expect(await within(dialog).findByText('Invited')).toBeInTheDocument()
    expect(source.invite).toHaveBeenCalledWith(SLUG, 'ada')
    await user.click(within(dialog).getByRole('button', { name: 'Invite Zoe' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This room is full')
  })

  it('remove a member, and ban another with a reason', async () => {
    const source = fakeSource()
    const user = renderWith(source, <OwnerControls room={ROOM} />)
    const dialog = await openMenuItem(user, 'Members')
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Zoe' }))
    expect(within(dialog).getByRole('heading', { name: 'Remove Zoe?' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }))
    await waitFor(() => expect(source.removeMember).toHaveBeenCalledWith(SLUG, 'zoe', { ban: false, reason: null }))
    await user.click(await within(dialog).findByRole('button', { name: 'Ban Ada' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam')
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }))
    await waitFor(() => expect(source.removeMember).toHaveBeenCalledWith(SLUG, 'ada', { ban: true, reason: 'Spam' }))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Member banned' }))
  })

  it('rename the room', async () => {
    const source = fakeSource()
    const user = renderWith(source, <OwnerControls room={ROOM} />)
    const dialog = await openMenuItem(user, 'Room settings')
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveValue('Book Club')
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Give the room a name')).toBeInTheDocument()
    await user.type(name, 'Books')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(source.updateRoom).toHaveBeenCalledWith(SLUG, { name: 'Books', description: 'Novels we love' }),
    )
  })

  it('delete the room after a confirmation naming how many posts go with it', async () => {
    const source = fakeSource()
    const user = renderWith(source, <OwnerControls room={ROOM} />, '/rooms/p-0123456789/x')
    const dialog = await openMenuItem(user, 'Room settings')
    await user.click(within(dialog).getByRole('button', { name: 'Delete room' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Book Club?' })
    expect(await within(confirm).findByText(/Its 12 posts go with it\./)).toBeInTheDocument()
    expect(source.deleteRoom).not.toHaveBeenCalled()
    await user.click(within(confirm).getByRole('button', { name: 'Delete room and 12 posts' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/rooms$/))
    expect(source.deleteRoom).toHaveBeenCalledWith(SLUG)
  })
})

describe('moderating a post of the private room', () => {
  it('needs a reason, then hides or removes the post with it', async () => {
    const source = fakeSource()
    const onClose = vi.fn()
    const user = renderWith(
      source,
      <ModeratePostDialog target={{ id: 'post-1', label: 'the post by Zoe' }} onClose={onClose} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Moderate' })
    expect(dialog).toHaveTextContent('You are moderating the post by Zoe.')
    await user.click(within(dialog).getByRole('radio', { name: 'Remove' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByText('Write the reason its author will read.')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (sent to the author)' }), 'Spam')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(source.moderatePost).toHaveBeenCalledWith('post-1', 'remove', 'Spam'))
    expect(onClose).toHaveBeenCalled()
  })
})

describe('the private room page', () => {
  it('names the room, offers its owner Moderate on others’ posts and the Manage menu', async () => {
    const rooms = roomsWithPrivate()
    renderWith(fakeSource(), <Where />, `/rooms/${SLUG}`, rooms)
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Club' })).toBeInTheDocument()
    expect(screen.getByText('Private')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Manage room' })).toBeInTheDocument()
    expect((await screen.findAllByRole('button', { name: /^Moderate the post by / })).length).toBeGreaterThan(0)
    // The name, the badge, the owner's tools and the access all come from one read of the list.
    expect(rooms.listRooms).toHaveBeenCalledTimes(1)
  })

  it("of a lapsed owner is read-only: no composer, and the database's message", async () => {
    renderWith(fakeSource(), <Where />, `/rooms/${SLUG}`, roomsWithPrivate({ isOwner: false, access: 'read-only' }))
    expect(await screen.findByTestId('room-read-only')).toHaveTextContent(
      'This room is read-only until its owner renews Pro.',
    )
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Reply to / })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Manage room' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Moderate / })).toBeNull()
  })
})
