import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import type { AppNotification } from '@/lib/notifications/notifications'
import { RoomInvitationActions } from './room-invitation-actions'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

const invitation: AppNotification = {
  id: 'n-1',
  type: 'room_invitation',
  title: 'Room invitation',
  message: 'Ada invited you to Book Club.',
  time: '2026-11-29T10:00:00.000Z',
  read: false,
  data: { invitationId: 'inv-1', roomSlug: 'p-0123456789', roomName: 'Book Club' },
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderActions(respond: (id: string, accept: boolean) => Promise<string>, notification = invitation) {
  const onAnswered = vi.fn()
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/notifications']}>
      <h3 id="title">Room invitation</h3>
      <RoomInvitationActions
        notification={notification}
        onAnswered={onAnswered}
        describedBy="title"
        respond={respond}
      />
      <Where />
    </MemoryRouter>,
  )
  return { user, onAnswered }
}

describe('RoomInvitationActions', () => {
  it('Accept joins the room, marks the notification read and goes to the room', async () => {
    const respond = vi.fn(() => Promise.resolve('p-0123456789'))
    const { user, onAnswered } = renderActions(respond)
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/rooms/p-0123456789'))
    expect(respond).toHaveBeenCalledWith('inv-1', true)
    expect(onAnswered).toHaveBeenCalled()
  })

  it('Decline answers no and stays', async () => {
    const respond = vi.fn(() => Promise.resolve('p-0123456789'))
    const { user, onAnswered } = renderActions(respond)
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(onAnswered).toHaveBeenCalled())
    expect(respond).toHaveBeenCalledWith('inv-1', false)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invitation declined' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/notifications')
  })

  it("shows the database's refusal and keeps the buttons", async () => {
    const respond = vi.fn(() => Promise.reject(new Error('You cannot join this room.')))
    const { user, onAnswered } = renderActions(respond)
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'You cannot join this room.' })),
    )
    expect(onAnswered).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled()
  })

  it('shows nothing for an invitation without its id', () => {
    renderActions(vi.fn(), { ...invitation, data: {} })
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
  })
})
