// @vitest-environment node
import {
  countUnread,
  createNotification,
  NOTIFICATION_TYPES,
  notificationsReducer,
  sampleNotifications,
  type AppNotification,
} from '@/lib/notifications/notifications'

const at = new Date('2025-03-01T10:00:00.000Z')
const one = createNotification({ type: 'meeting', title: 'A', message: 'a' }, at)
const two = createNotification({ type: 'journal', title: 'B', message: 'b' }, new Date(at.getTime() + 1000))

describe('notifications reducer', () => {
  it('creates notifications with a timestamp id, ISO time and unread', () => {
    expect(one).toEqual({
      id: String(at.getTime()),
      type: 'meeting',
      title: 'A',
      message: 'a',
      time: at.toISOString(),
      read: false,
    })
  })

  it('adds the newest first', () => {
    const state = notificationsReducer(notificationsReducer([], { type: 'add', notification: one }), {
      type: 'add',
      notification: two,
    })
    expect(state.map((n) => n.title)).toEqual(['B', 'A'])
  })

  it('marks one as read without touching the others', () => {
    const state = notificationsReducer([two, one], { type: 'markRead', id: one.id })
    expect(state.find((n) => n.id === one.id)?.read).toBe(true)
    expect(state.find((n) => n.id === two.id)?.read).toBe(false)
  })

  it('keeps the same state for an unknown or already-read id', () => {
    const state: AppNotification[] = [two, { ...one, read: true }]
    expect(notificationsReducer(state, { type: 'markRead', id: 'nope' })).toBe(state)
    expect(notificationsReducer(state, { type: 'markRead', id: one.id })).toBe(state)
  })

  it('clears all', () => {
    expect(notificationsReducer([one, two], { type: 'clearAll' })).toEqual([])
  })

  it('does not mutate its input', () => {
    const state = Object.freeze([Object.freeze({ ...one })]) as AppNotification[]
    expect(() => notificationsReducer(state, { type: 'markRead', id: one.id })).not.toThrow()
    expect(state[0]?.read).toBe(false)
  })

  it('counts unread', () => {
    expect(countUnread([one, { ...two, read: true }])).toBe(1)
    expect(countUnread([])).toBe(0)
  })
})

describe('sample notifications', () => {
  const samples = sampleNotifications(at)

  it('covers every type, newest first, with some unread', () => {
    expect(new Set(samples.map((n) => n.type))).toEqual(new Set(NOTIFICATION_TYPES))
    const times = samples.map((n) => Date.parse(n.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(countUnread(samples)).toBe(3)
  })

  it('has unique ids that are the same whenever they are made (a prerendered page keeps its ids)', () => {
    expect(new Set(samples.map((n) => n.id)).size).toBe(samples.length)
    expect(sampleNotifications(new Date(at.getTime() + 86_400_000)).map((n) => n.id)).toEqual(samples.map((n) => n.id))
  })

  it('friend requests carry a sender id', () => {
    expect(samples.find((n) => n.type === 'friendRequest')?.data?.senderId).toBeTruthy()
  })
})
