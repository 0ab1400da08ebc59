// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeNotifications, notificationFrom } from './notification-rows'

const row = (over: Record<string, unknown> = {}) => ({
  id: 'n1',
  user_id: 'me',
  type: 'friendRequest',
  title: 'New Friend Request',
  message: 'Ada sent you a friend request.',
  data: { requester_id: 'u-ada' },
  read_at: null,
  created_at: '2026-11-25T10:00:00+00:00',
  ...over,
})

describe('notificationFrom', () => {
  it('reads a row: unread while read_at is null, the requester as the sender', () => {
    expect(notificationFrom(row())).toEqual({
      id: 'n1',
      type: 'friendRequest',
      title: 'New Friend Request',
      message: 'Ada sent you a friend request.',
      time: '2026-11-25T10:00:00.000Z',
      read: false,
      data: { senderId: 'u-ada' },
    })
    expect(notificationFrom(row({ read_at: '2026-11-25T10:01:00Z', data: {} }))).toMatchObject({ read: true })
    expect(notificationFrom(row({ data: null }))).not.toHaveProperty('data')
  })

  it('reads an invitation to a private room: the invitation and the room it names', () => {
    const invitation = notificationFrom(
      row({
        type: 'room_invitation',
        title: 'Room invitation',
        message: 'Ada invited you to Book Club.',
        data: { invitation_id: 'inv-1', room_slug: 'p-0123456789', room_name: 'Book Club', ignored: 3 },
      }),
    )
    expect(invitation).toMatchObject({
      type: 'room_invitation',
      data: { invitationId: 'inv-1', roomSlug: 'p-0123456789', roomName: 'Book Club' },
    })
    expect(invitation?.data).not.toHaveProperty('senderId')
  })

  it('reads an unknown type as other, and refuses malformed rows', () => {
    expect(notificationFrom(row({ type: 'party' }))?.type).toBe('other')
    expect(notificationFrom(null)).toBeNull()
    expect(notificationFrom(row({ created_at: 'soon' }))).toBeNull()
    expect(notificationFrom(row({ id: undefined }))).toBeNull()
  })
})

describe('mergeNotifications', () => {
  const at = (id: string, time: string, read = false) => ({
    id,
    type: 'other' as const,
    title: id,
    message: '',
    time,
    read,
  })
  it('adds live ones newest first and replaces the same id (no duplicates)', () => {
    const list = [at('b', '2026-11-25T10:00:00.000Z'), at('a', '2026-11-25T09:00:00.000Z')]
    const merged = mergeNotifications(list, [
      at('c', '2026-11-25T11:00:00.000Z'),
      at('a', '2026-11-25T09:00:00.000Z', true),
    ])
    expect(merged.map((n) => n.id)).toEqual(['c', 'b', 'a'])
    expect(merged[2]!.read).toBe(true)
    expect(mergeNotifications(list, [])).toEqual(list)
  })
})
