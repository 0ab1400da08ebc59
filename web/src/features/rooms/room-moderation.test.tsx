import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import type { ModerationSource } from '@/lib/moderation/moderation-source'
import { fakeLayout } from '@/testing/fake-layout'
import { fakeModerationSource } from '@/testing/fake-moderation-source'
import { RoomScreen } from './room-screen'
import { guestRoomsSource } from './data/use-rooms-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))

fakeLayout({ clientHeight: 800, offsetHeight: 100 })
// The guest's rooms load before the screens render, as before the app's first render.
beforeAll(() => guestRoomsSource.load())
afterEach(() => vi.mocked(toast).mockClear())

function RoomRoute() {
  const { roomId } = useParams()
  return <RoomScreen roomId={roomId} />
}

function renderRoom(path: string, moderation: ModerationSource | null = null) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ModerationSourceProvider source={moderation}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/rooms/:roomId" element={<RoomRoute />} />
          </Routes>
        </MemoryRouter>
      </ModerationSourceProvider>
    </SWRConfig>,
  )
  return user
}

const posts = () => within(screen.getByRole('feed')).getAllByRole('article')

describe('moderation in a room', () => {
  it('a post suggesting its author may be at risk is sent, and its author sees the help card', async () => {
    const user = renderRoom('/rooms/lounge')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Some days I want to die{Enter}')
    expect(await within(screen.getByRole('feed')).findByText('Some days I want to die')).toBeInTheDocument()
    const card = screen.getByRole('region', { name: 'Help is available now' })
    expect(card).toHaveTextContent('988 (United States)')
    await user.click(within(card).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Help is available now' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus()
  })

  it('an ordinary post shows no help card', async () => {
    const user = renderRoom('/rooms/lounge')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A quiet morning{Enter}')
    expect(await within(screen.getByRole('feed')).findByText('A quiet morning')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Help is available now' })).toBeNull()
  })

  it("'Report' on another's post tells a guest that reporting needs an account", async () => {
    const user = renderRoom('/rooms/lounge')
    const first = posts()[0]!
    await user.click(within(first).getAllByRole('button', { name: /^Report the post by/ })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Report' })
    expect(dialog).toHaveTextContent('Reporting needs an account.')
  })

  it("a member reports another's post from the room: 'Report sent'", async () => {
    const moderation = fakeModerationSource()
    const user = renderRoom('/rooms/lounge', moderation)
    const post = posts()[0]!
    await user.click(within(post).getAllByRole('button', { name: /^Report the post by/ })[0]!)
    const dialog = within(await screen.findByRole('dialog', { name: 'Report' }))
    await user.click(dialog.getByRole('radio', { name: 'Hate' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(moderation.submitReport).toHaveBeenCalledWith(expect.objectContaining({ type: 'post' }), 'hate', null)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Report sent' }))
  })

  it('a muted member sees why and until when, and cannot post', async () => {
    const moderation = fakeModerationSource({
      myRestriction: vi.fn(async () => ({ kind: 'mute' as const, endsAt: '2030-12-03T14:00:00.000Z' })),
    })
    renderRoom('/rooms/lounge', moderation)
    expect(await screen.findByTestId('restricted-notice')).toHaveTextContent(/^You are muted until 3 Dec 2030/)
    const field = screen.getByRole('textbox', { name: 'Message' })
    expect(field).toBeDisabled()
    expect(field).toHaveAccessibleDescription(/You are muted until 3 Dec 2030/)
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()
  })
})
