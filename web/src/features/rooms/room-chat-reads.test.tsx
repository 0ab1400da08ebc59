import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { countReads } from '@/lib/data/reads-in-flight'
import { guestModerationSource } from '@/lib/moderation/guest-moderation-source'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import type { ModerationSource } from '@/lib/moderation/moderation-source'
import { deferred } from '@/testing/deferred'
import { fakeLayout } from '@/testing/fake-layout'
import type { FeedPage } from './data/rooms-source'
import { FakeRoomsSource } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { RoomScreen } from './room-screen'

fakeLayout({ clientHeight: 800, offsetHeight: 100 })

function RoomRoute() {
  const { roomId } = useParams()
  return <RoomScreen roomId={roomId} />
}

// The only test of this file: the page's reads settle once per visit.
describe("a public room's first reads", () => {
  it("shows the posts before the member's room list and restriction are asked for, then asks for both", async () => {
    const source = new FakeRoomsSource()
    const feed = deferred<FeedPage>()
    source.listFeed.mockReturnValueOnce(feed.promise)
    const moderation: ModerationSource = {
      ...guestModerationSource,
      key: 'member',
      canReport: true,
      myRestriction: vi.fn(async () => null),
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [countReads] }}>
        <RoomsSourceProvider source={source}>
          <ModerationSourceProvider source={moderation}>
            <MemoryRouter initialEntries={['/rooms/lounge']}>
              <Routes>
                <Route path="/rooms/:roomId" element={<RoomRoute />} />
              </Routes>
            </MemoryRouter>
          </ModerationSourceProvider>
        </RoomsSourceProvider>
      </SWRConfig>,
    )
    // The title is the public room's own name at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lounge' })).toBeInTheDocument()
    await waitFor(() => expect(source.listFeed).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(source.listRooms).not.toHaveBeenCalled()
    expect(moderation.myRestriction).not.toHaveBeenCalled()

    const now = new Date().toISOString()
    feed.resolve({
      rows: [
        {
          id: 'p-1',
          roomSlug: 'lounge',
          parentId: null,
          body: 'First light',
          createdAt: now,
          authorName: 'Maya',
          mine: false,
        },
      ],
      older: null,
    })
    expect(await screen.findByText('First light')).toBeInTheDocument()
    await waitFor(() => expect(source.listRooms).toHaveBeenCalled())
    await waitFor(() => expect(moderation.myRestriction).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument()
  })
})
