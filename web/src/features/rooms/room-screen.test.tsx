import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { usePrivacyStore } from '@/lib/member/privacy-store'
import { useProfileCustomizationStore } from '@/lib/member/profile-customization-store'
import { INNER_ROOM_ACCESS_KEY, INNER_ROOM_COUNT_KEY } from './inner-room-access'
import { RoomScreen } from './room-screen'
import { useRoomsStore } from './rooms-store'
import { useLocation, useParams } from 'react-router'
import { fakeLayout } from '@/testing/fake-layout'
import { guestRoomsSource } from './data/use-rooms-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

// A viewport for the feed and a height for each post, so the virtualiser renders.
fakeLayout({ clientHeight: 800, offsetHeight: 100 })
// The guest's rooms load before the screens render, as before the app's first render.
beforeAll(() => guestRoomsSource.load())
afterEach(() => {
  vi.mocked(toast).mockClear()
  vi.useRealTimers()
})

function RoomRoute() {
  const { roomId } = useParams()
  const { pathname } = useLocation()
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <RoomScreen roomId={roomId} />
    </>
  )
}

function renderRoom(path: string) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) })
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rooms/:roomId" element={<RoomRoute />} />
        <Route path="/rooms/" element={<RoomScreen roomId={undefined} />} />
        <Route path="/404" element={<p>Not found page</p>} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

const feed = () => screen.getByRole('feed')
const posts = () => within(feed()).getAllByRole('article')
const composer = () => screen.getByRole('textbox')
const postBy = (author: string) => posts().find((a) => within(a).queryAllByText(author).length > 0)!

describe('room chat', () => {
  it("shows the room's name as its title, the post count, the posts and the members", () => {
    renderRoom('/rooms/lounge')
    expect(screen.getByRole('heading', { level: 1, name: 'The Lounge' })).toBeInTheDocument()
    expect(screen.getByTestId('post-count')).toHaveTextContent('4 posts')
    expect(screen.queryByText('Anonymous')).not.toBeInTheDocument()
    expect(posts()).toHaveLength(4)
    expect(within(postBy('Sam')).getByRole('list', { name: 'Replies to Sam' })).toHaveTextContent('Jordan')
    const members = screen.getByRole('complementary', { name: 'Room Members' })
    expect(within(members).getByText('Online - 4')).toBeInTheDocument()
    expect(within(members).getByText('Offline - 2')).toBeInTheDocument()
    expect(composer()).toHaveAttribute('placeholder', 'Type your message...')
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
  })

  it('posts with Enter as You, Just now, with the toast; Shift+Enter breaks the line', async () => {
    const user = renderRoom('/rooms/lounge')
    const send = screen.getByRole('button', { name: 'Send message' })
    expect(send).toBeDisabled()
    await user.type(composer(), '   ')
    expect(send).toBeDisabled()
    await user.clear(composer())
    await user.type(composer(), 'First line{Shift>}{Enter}{/Shift}second line')
    expect(composer()).toHaveValue('First line\nsecond line')
    expect(posts()).toHaveLength(4)
    await user.keyboard('{Enter}')
    expect(composer()).toHaveValue('')
    const mine = postBy('You')
    expect(mine).toHaveTextContent('Just now')
    expect(within(mine).getByText(/First line/).textContent).toBe('First line\nsecond line')
    expect(screen.getByTestId('post-count')).toHaveTextContent('5 posts')
    expect(toast).toHaveBeenCalledWith({
      title: 'Message sent',
      description: 'Your message has been posted to the room',
    })
  })

  it('replies to a post and cancels a reply', async () => {
    const user = renderRoom('/rooms/lounge')
    await user.click(within(postBy('Ava')).getByRole('button', { name: 'Reply to Ava' }))
    expect(screen.getByTestId('reply-bar')).toHaveTextContent('Replying to Ava')
    expect(composer()).toHaveFocus()
    expect(composer()).toHaveAttribute('placeholder', 'Type your reply...')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('reply-bar')).not.toBeInTheDocument()
    expect(composer()).toHaveAttribute('placeholder', 'Type your message...')

    await user.click(within(postBy('Ava')).getByRole('button', { name: 'Reply to Ava' }))
    await user.type(composer(), 'Thank you too{Enter}')
    const replies = within(postBy('Ava')).getByRole('list', { name: 'Replies to Ava' })
    expect(replies).toHaveTextContent('You')
    expect(replies).toHaveTextContent('Thank you too')
    expect(screen.queryByTestId('reply-bar')).not.toBeInTheDocument()
    expect(posts()).toHaveLength(4)
  })

  it('deletes own posts and replies with their toasts', async () => {
    const user = renderRoom('/rooms/intros')
    await user.type(composer(), 'Hello, I am new{Enter}')
    await user.click(within(postBy('Daniel')).getByRole('button', { name: 'Reply to Daniel' }))
    await user.type(composer(), 'Welcome Daniel{Enter}')
    await user.click(within(postBy('Daniel')).getByRole('button', { name: 'Delete reply' }))
    expect(toast).toHaveBeenLastCalledWith({ title: 'Reply deleted' })
    expect(screen.queryByText('Welcome Daniel')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete message' }))
    expect(toast).toHaveBeenLastCalledWith({ title: 'Message deleted' })
    expect(screen.queryByText('Hello, I am new')).not.toBeInTheDocument()
    expect(composer()).toHaveFocus()
  })

  it('shows the moderation notice for 3000 ms, keeps the text and posts nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = renderRoom('/rooms/lounge')
    await user.type(composer(), 'look at this meme{Enter}')
    await act(async () => {}) // the content check answers asynchronously
    expect(screen.getByRole('alert')).toHaveTextContent('No memes allowed in this space.')
    expect(composer()).toHaveValue('look at this meme')
    expect(posts()).toHaveLength(4)
    act(() => vi.advanceTimersByTime(2900))
    expect(screen.getByRole('alert')).toHaveTextContent('No memes allowed in this space.')
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()

    await user.clear(composer())
    await user.type(composer(), 'You BASTARD{Enter}')
    await act(async () => {})
    expect(screen.getByRole('alert')).toHaveTextContent('Keep this a safe place.')
    expect(toast).not.toHaveBeenCalled()
  })

  it('renders markup as text', async () => {
    const user = renderRoom('/rooms/lounge')
    const payload = '<img src=x onerror=alert(1)>'
    await user.click(composer())
    await user.paste(payload)
    await user.keyboard('{Enter}')
    expect(screen.getByText(payload)).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })

  it("the anonymous room: badge, placeholder, posts as 'Anonymous' and only own ones deletable", async () => {
    const user = renderRoom('/rooms/anonymous-confessions')
    expect(screen.getByRole('heading', { level: 1, name: 'Anonymous Confessions' })).toBeInTheDocument()
    expect(screen.getByText('Anonymous', { selector: '[data-slot=badge]' })).toBeInTheDocument()
    expect(composer()).toHaveAttribute('placeholder', 'Type your anonymous message...')
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    await user.type(composer(), 'My confession{Enter}')
    const mine = posts().at(-1)!
    expect(mine).toHaveTextContent('Anonymous')
    expect(mine).not.toHaveTextContent('You')
    expect(screen.getAllByRole('button', { name: 'Delete message' })).toHaveLength(1)
    expect(useRoomsStore.getState().posts['anonymous-confessions']!.at(-1)!.content).toBe('My confession')
  })

  it("an alias redirects to the room's one address, titled with its name", () => {
    useRoomsStore.getState().addPost('the-void', 'Shared between paths')
    renderRoom('/rooms/void')
    expect(screen.getByTestId('path')).toHaveTextContent('/rooms/the-void')
    expect(screen.getByRole('heading', { level: 1, name: 'The Void' })).toBeInTheDocument()
    expect(screen.getByText('Shared between paths')).toBeInTheDocument()
  })

  it('an unknown id gets the default welcome set; an unusable id goes to the 404 page', () => {
    renderRoom('/rooms/unknown-id')
    expect(screen.getByRole('heading', { level: 1, name: 'unknown id' })).toBeInTheDocument()
    expect(screen.getByText(/^Welcome to this room!/)).toBeInTheDocument()
  })

  it('goes to /404 for an id that is not a room slug', () => {
    renderRoom('/rooms/not%20a%20room')
    expect(screen.getByText('Not found page')).toBeInTheDocument()
  })

  it('hides posts and replies of blocked and muted people', () => {
    usePrivacyStore.getState().blockUser('Sam')
    usePrivacyStore.getState().muteUser('Priya')
    renderRoom('/rooms/lounge')
    expect(posts()).toHaveLength(3)
    expect(screen.queryByText(/quiet hours after midnight/)).not.toBeInTheDocument()
    expect(screen.queryByText(/long walk without my phone/)).not.toBeInTheDocument()
    expect(screen.getByTestId('post-count')).toHaveTextContent('3 posts')
  })

  it("shows the member's name colour, premium badge and mood on their own posts", async () => {
    useProfileCustomizationStore
      .getState()
      .saveCustomization({ nameColor: '#FFFF00', premiumBadge: true, mood: 'fire' })
    const user = renderRoom('/rooms/lounge')
    await user.type(composer(), 'Styled{Enter}')
    const mine = postBy('You')
    const name = within(mine).getByTestId('own-author-name')
    expect(name).toHaveStyle({ backgroundColor: 'rgb(255, 255, 0)', color: 'rgb(0, 0, 0)' })
    expect(within(mine).getByText('Premium')).toBeInTheDocument()
    expect(within(mine).getByRole('img', { name: 'Mood: Fire' })).toHaveTextContent('🔥')
    expect(within(postBy('Leo')).queryByText('Premium')).not.toBeInTheDocument()
  })

  it('collapses and reopens the members sidebar', async () => {
    const user = renderRoom('/rooms/lounge')
    const toggle = screen.getByRole('button', { name: 'Members' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('complementary', { name: 'Room Members' })).not.toBeInTheDocument()
    await user.click(toggle)
    expect(screen.getByRole('complementary', { name: 'Room Members' })).toBeVisible()
  })
})

describe('the Inner Room', () => {
  it('lets a browser in under the cap and counts it', () => {
    localStorage.setItem(INNER_ROOM_COUNT_KEY, '12')
    renderRoom('/rooms/inner-room')
    expect(screen.getByRole('heading', { level: 1, name: 'The Inner Room' })).toBeInTheDocument()
    expect(localStorage.getItem(INNER_ROOM_COUNT_KEY)).toBe('13')
    expect(localStorage.getItem(INNER_ROOM_ACCESS_KEY)).toBe('true')
  })

  it('denies a new browser at 250 with the destructive toast and goes to the dashboard', () => {
    localStorage.setItem(INNER_ROOM_COUNT_KEY, '250')
    renderRoom('/rooms/inner-room')
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
    expect(toast).toHaveBeenCalledWith({
      title: 'Access Denied',
      description: 'The Inner Room has reached its maximum capacity of 250 members.',
      variant: 'destructive',
    })
    expect(localStorage.getItem(INNER_ROOM_ACCESS_KEY)).toBeNull()
  })
})
