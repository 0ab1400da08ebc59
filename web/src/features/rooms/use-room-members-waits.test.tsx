import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { trackRead } from '@/lib/data/reads-in-flight'
import { FakeRoomsSource } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { useRoomMembers } from './use-room-members'

describe('useRoomMembers from a source that must ask for the list', () => {
  it("asks only once the page's own reads (the posts) have settled", async () => {
    let answerPosts!: () => void
    void trackRead(new Promise<void>((resolve) => (answerPosts = resolve)))
    const source = new FakeRoomsSource()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RoomsSourceProvider source={source}>{children}</RoomsSourceProvider>
      </SWRConfig>
    )
    const view = renderHook(() => useRoomMembers('lounge'), { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(source.listMembers).not.toHaveBeenCalled()
    expect(view.result.current).toEqual([])

    answerPosts()
    await waitFor(() => expect(view.result.current.map((m) => m.name)).toEqual(['Maya', 'Leo']))
    expect(source.listMembers).toHaveBeenCalledTimes(1)
  })
})
