import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { FakeRoomsSource } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { onlineFirst, useRoomMembers, useRoomPresentCount } from './use-room-members'

describe('onlineFirst', () => {
  it("keeps the source's online flags, online first, each group in the list's order", () => {
    const list = [
      { id: 'a', name: 'Ava', online: true },
      { id: 'b', name: 'Ben', online: false },
      { id: 'c', name: 'Cy', online: true },
    ]
    expect(onlineFirst(list).map((m) => [m.name, m.online])).toEqual([
      ['Ava', true],
      ['Cy', true],
      ['Ben', false],
    ])
  })
})

/** Renders with `source` as the rooms source and a cache of its own, without deduplication. */
const wrapperFor =
  (source: FakeRoomsSource) =>
  ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RoomsSourceProvider source={source}>{children}</RoomsSourceProvider>
    </SWRConfig>
  )

describe('useRoomMembers', () => {
  it('shows who is online as the source answers, and reads it again when presence says it may have changed', async () => {
    const source = new FakeRoomsSource()
    const view = renderHook(() => useRoomMembers('lounge'), { wrapper: wrapperFor(source) })
    await waitFor(() =>
      expect(view.result.current.map((m) => [m.name, m.online])).toEqual([
        ['Maya', false],
        ['Leo', false],
      ]),
    )
    expect(source.followPresence).toHaveBeenCalledWith('lounge', expect.any(Function))
    source.listMembers.mockResolvedValue([
      { id: 'u-maya', name: 'Maya', online: false },
      { id: 'u-leo', name: 'Leo', online: true },
      { id: 'u-nia', name: 'Nia', online: true },
    ])
    act(() => source.presence())
    await waitFor(() =>
      expect(view.result.current.map((m) => [m.name, m.online])).toEqual([
        ['Leo', true],
        ['Nia', true],
        ['Maya', false],
      ]),
    )
    expect(source.listMembers).toHaveBeenCalledTimes(2)
  })

  it('stops following presence when the room closes', async () => {
    const source = new FakeRoomsSource()
    const view = renderHook(() => useRoomMembers('lounge'), { wrapper: wrapperFor(source) })
    await waitFor(() => expect(source.listMembers).toHaveBeenCalledTimes(1))
    view.unmount()
    act(() => source.presence())
    await Promise.resolve()
    expect(source.listMembers).toHaveBeenCalledTimes(1)
  })
})

describe('useRoomPresentCount', () => {
  it('in the anonymous room: how many are present, read again on each presence change', async () => {
    const source = new FakeRoomsSource()
    source.countPresent.mockResolvedValueOnce(1).mockResolvedValue(3)
    const view = renderHook(() => useRoomPresentCount('anonymous-confessions'), { wrapper: wrapperFor(source) })
    await waitFor(() => expect(view.result.current).toBe(1))
    act(() => source.presence())
    await waitFor(() => expect(view.result.current).toBe(3))
    expect(source.countPresent).toHaveBeenCalledWith('anonymous-confessions')
  })

  it('in any other room: nothing, and nothing is asked', () => {
    const source = new FakeRoomsSource()
    const view = renderHook(() => useRoomPresentCount('lounge'), { wrapper: wrapperFor(source) })
    expect(view.result.current).toBeNull()
    expect(source.countPresent).not.toHaveBeenCalled()
  })
})
