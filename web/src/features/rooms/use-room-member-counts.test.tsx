import { render, screen } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { countReads } from '@/lib/data/reads-in-flight'
import { deferred } from '@/testing/deferred'
import { FakeRoomsSource, roomListOf } from './data/fake-rooms-source'
import { RoomsSourceProvider } from './data/rooms-source-context'
import { useRoomMemberCounts, type RoomMemberCountsOptions } from './use-room-member-counts'

function Counts(options: RoomMemberCountsOptions) {
  const counts = useRoomMemberCounts(options)
  return <p>{counts ? `lounge ${counts.lounge}` : 'no counts'}</p>
}

function PageRead({ read }: { read: () => Promise<string> }) {
  const { data } = useSWR('page', read)
  return <p>{data ?? 'page loading'}</p>
}

/** Renders the counts beside a page read still in flight; returns that read, to settle it. */
function renderBesidePageRead(source: FakeRoomsSource, options: RoomMemberCountsOptions) {
  const page = deferred<string>()
  render(
    <SWRConfig value={{ provider: () => new Map(), use: [countReads] }}>
      <RoomsSourceProvider source={source}>
        <PageRead read={() => page.promise} />
        <Counts {...options} />
      </RoomsSourceProvider>
    </SWRConfig>,
  )
  return page
}

describe('useRoomMemberCounts', () => {
  // The first test of the file: once the page's reads have settled, they stay settled for the visit.
  it('with afterPageReads, reads the counts only once the page’s own reads have settled', async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue(roomListOf({ lounge: 7 }))
    const page = renderBesidePageRead(source, { afterPageReads: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(source.listRooms).not.toHaveBeenCalled()
    expect(screen.getByText('no counts')).toBeInTheDocument()

    page.resolve('3 entries')
    expect(await screen.findByText('lounge 7')).toBeInTheDocument()
    expect(source.listRooms).toHaveBeenCalledTimes(1)
  })

  it('reads at once without the option (a page whose content is the counts)', async () => {
    const source = new FakeRoomsSource()
    source.listRooms.mockResolvedValue(roomListOf({ lounge: 2 }))
    renderBesidePageRead(source, {})
    expect(await screen.findByText('lounge 2')).toBeInTheDocument()
    expect(screen.getByText('page loading')).toBeInTheDocument()
  })

  it('reads nothing for the guest', async () => {
    render(<Counts afterPageReads />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('no counts')).toBeInTheDocument()
  })
})
