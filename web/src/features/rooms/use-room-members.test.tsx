import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { deferred } from '@/testing/deferred'
import type { RoomMemberRow } from './data/rooms-source'
import { FakeRoomsSource } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { membersWithPresence, useRoomMembers } from './use-room-members'

const list = [
  { id: 'a', name: 'Ava', online: true },
  { id: 'b', name: 'Ben', online: false },
  { id: 'c', name: 'Cy', online: true },
]

describe('membersWithPresence', () => {
  it("keeps the source's own online flags until presence reports, online first", () => {
    expect(membersWithPresence(list, null).map((m) => [m.name, m.online])).toEqual([
      ['Ava', true],
      ['Cy', true],
      ['Ben', false],
    ])
  })

  it('marks online exactly those present, and adds present people not listed yet', () => {
    const online = new Map([
      ['b', { name: 'Ben' }],
      ['new', { name: 'Newcomer' }],
    ])
    expect(membersWithPresence(list, online).map((m) => [m.name, m.online])).toEqual([
      ['Ben', true],
      ['Newcomer', true],
      ['Ava', false],
      ['Cy', false],
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
  it('lists the members with who is online, and reads the list again when a newcomer comes online', async () => {
    const source = new FakeRoomsSource()
    const view = renderHook(() => useRoomMembers('lounge'), { wrapper: wrapperFor(source) })
    await waitFor(() => expect(view.result.current.map((m) => m.name)).toEqual(['Maya', 'Leo']))
    act(() => source.presence(new Map([['u-leo', { name: 'Leo' }]])))
    expect(view.result.current.map((m) => [m.name, m.online])).toEqual([
      ['Leo', true],
      ['Maya', false],
    ])
    source.listMembers.mockResolvedValue([
      { id: 'u-maya', name: 'Maya', online: false },
      { id: 'u-leo', name: 'Leo', online: false },
      { id: 'u-nia', name: 'Nia', online: false },
    ])
    act(() => source.presence(new Map([['u-nia', { name: 'Nia' }]])))
    expect(view.result.current.map((m) => [m.name, m.online])).toEqual([
      ['Nia', true],
      ['Maya', false],
      ['Leo', false],
    ])
    await waitFor(() => expect(source.listMembers).toHaveBeenCalledTimes(2))
    act(() => source.presence(new Map()))
    await waitFor(() => expect(view.result.current.map((m) => [m.name, m.online])).toContainEqual(['Nia', false]))
  })

  it('reads a list that could not be read again once presence shows who is online, so a leaver stays listed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const source = new FakeRoomsSource()
    source.listMembers.mockRejectedValueOnce(new Error('busy'))
    const view = renderHook(() => useRoomMembers('lounge'), { wrapper: wrapperFor(source) })
    await waitFor(() => expect(source.listMembers).toHaveBeenCalledTimes(1))
    act(() => source.presence(new Map([['u-leo', { name: 'Leo' }]])))
    await waitFor(() => expect(source.listMembers).toHaveBeenCalledTimes(2))
    act(() => source.presence(new Map()))
    await waitFor(() =>
      expect(view.result.current.map((m) => [m.name, m.online])).toEqual([
        ['Maya', false],
        ['Leo', false],
      ]),
    )
  })

  it('waits for the read under way before reading again for someone not listed yet', async () => {
    const source = new FakeRoomsSource()
    const first = deferred<RoomMemberRow[]>()
    source.listMembers.mockReturnValueOnce(first.promise)
    const view = renderHook(() => useRoomMembers('lounge'), { wrapper: wrapperFor(source) })
    await waitFor(() => expect(source.listMembers).toHaveBeenCalledTimes(1))
    act(() => source.presence(new Map([['u-nia', { name: 'Nia' }]])))
    expect(source.listMembers).toHaveBeenCalledTimes(1)
    await act(async () => first.resolve([{ id: 'u-maya', name: 'Maya', online: false }]))
    await waitFor(() => expect(source.listMembers).toHaveBeenCalledTimes(2))
    expect(view.result.current.map((m) => m.name)).toContain('Nia')
  })
})
