import { render, screen } from '@testing-library/react'
import { RoomCountsProvider, useNavRoomCounts } from '@/components/layout/shell/room-counts'
import { ROOMS_NAV } from '@/components/layout/shell/rooms-nav'

function Counts() {
  const { countOf, total } = useNavRoomCounts()
  return (
    <p>
      {ROOMS_NAV.slice(0, 4)
        .map((room) => `${room.slug}:${countOf(room)}`)
        .join(' ')}{' '}
      total:{String(total)}
    </p>
  )
}

describe('the shell’s room counts', () => {
  it('are the fixed figures and 2039 without real counts', () => {
    render(
      <RoomCountsProvider counts={undefined}>
        <Counts />
      </RoomCountsProvider>,
    )
    expect(
      screen.getByText('intros:124 inner-room:250 lounge:87 anonymous-confessions:3 total:2039'),
    ).toBeInTheDocument()
  })

  it('are none while a member’s counts are pending, never the fixed figures', () => {
    render(
      <RoomCountsProvider counts={undefined} pending>
        <Counts />
      </RoomCountsProvider>,
    )
    expect(
      screen.getByText('intros:null inner-room:null lounge:null anonymous-confessions:null total:null'),
    ).toBeInTheDocument()
  })

  it('are the real counts and their sum when given (a room without one counts 0)', () => {
    render(
      <RoomCountsProvider counts={{ intros: 2, 'inner-room': 1, 'anonymous-confessions': 4 }}>
        <Counts />
      </RoomCountsProvider>,
    )
    expect(screen.getByText('intros:2 inner-room:1 lounge:0 anonymous-confessions:4 total:7')).toBeInTheDocument()
  })
})
