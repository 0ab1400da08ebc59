// @vitest-environment node
import { vi } from 'vitest'
import { readMemberSession } from '@/lib/auth/member-session'
import { openRoomEarly, takeEarlyRoomOpening } from './early-room-opening'

const memberId = '5eed0000-0000-4000-8000-000000000001'
const token = (claims: object) => `e30.${btoa(JSON.stringify(claims))}.sig`

/** A client whose session is `session` and whose RPCs answer as `answers` says, recording each call. */
function fakeClient(session: object | null, answers: Record<string, { data: unknown; error: unknown }> = {}) {
  const calls: [string, unknown][] = []
  const client = {
    auth: { getSession: vi.fn(async () => ({ data: { session } })) },
    rpc: vi.fn(async (fn: string, args: unknown) => {
      calls.push([fn, args])
      return { status: answers[fn]?.error ? 400 : 200, ...(answers[fn] ?? { data: [], error: null }) }
    }),
  }
  return { client, calls, load: async () => client as never }
}

const memberSession = { access_token: token({ aal: 'aal1' }), user: { id: memberId, factors: [] } }

describe('openRoomEarly', () => {
  it("joins the room of a room's address and reads its newest page beside the join, handed over once to that member", async () => {
    const posts = [{ id: 'post-1' }]
    const { calls, load } = fakeClient(memberSession, {
      join_room: { data: false, error: null },
      room_feed: { data: posts, error: null },
    })
    await openRoomEarly('/rooms/Void', readMemberSession(load))
    await vi.waitFor(() => expect(calls.map(([fn]) => fn)).toEqual(['join_room', 'room_feed']))
    expect(calls[0]![1]).toEqual({ p_room_slug: 'the-void' })
    expect(calls[1]![1]).toEqual({ p_room_slug: 'the-void', p_limit: 50 })

    expect(await takeEarlyRoomOpening('lounge', memberId)).toBeNull()
    const opening = await takeEarlyRoomOpening('the-void', memberId)
    expect(await opening?.join).toMatchObject({ data: false, error: null })
    expect(await opening?.feed).toMatchObject({ data: posts, error: null })
    expect(calls).toHaveLength(2)
    expect(await takeEarlyRoomOpening('the-void', memberId)).toBeNull()
  })

  it('asks for the page again once the join is granted when it came back empty (before a first join a member reads nothing)', async () => {
    const { calls, load } = fakeClient(memberSession, { join_room: { data: true, error: null } })
    await openRoomEarly('/rooms/lounge', readMemberSession(load))
    const opening = await takeEarlyRoomOpening('lounge', memberId)
    expect(await opening?.feed).toMatchObject({ data: [], error: null })
    expect(calls.map(([fn]) => fn)).toEqual(['join_room', 'room_feed', 'room_feed'])
  })

  it('hands nothing to another member', async () => {
    const { load } = fakeClient(memberSession, { join_room: { data: false, error: null } })
    await openRoomEarly('/rooms/lounge', readMemberSession(load))
    expect(await takeEarlyRoomOpening('lounge', 'someone-else')).toBeNull()
  })

  it("gives the page beside a refused join when it has posts (a read-only room's members read it), asking nothing again", async () => {
    const readOnly = { code: '23514', message: 'This room is read-only until its owner renews Pro.' }
    const posts = [{ id: 'post-1' }]
    const { calls, load } = fakeClient(memberSession, {
      join_room: { data: null, error: readOnly },
      room_feed: { data: posts, error: null },
    })
    await openRoomEarly('/rooms/p-0123456789', readMemberSession(load))
    expect(await (await takeEarlyRoomOpening('p-0123456789', memberId))?.feed).toMatchObject({ data: posts })
    expect(calls.map(([fn]) => fn)).toEqual(['join_room', 'room_feed'])
  })

  it('gives no posts when the join is refused or the room does not exist', async () => {
    const full = { code: '23514', message: 'The Inner Room has reached its maximum capacity of 250 members.' }
    const refused = fakeClient(memberSession, { join_room: { data: null, error: full } })
    await openRoomEarly('/rooms/inner-room', readMemberSession(refused.load))
    expect(await (await takeEarlyRoomOpening('inner-room', memberId))?.feed).toBeNull()

    const missing = fakeClient(memberSession, { join_room: { data: null, error: null } })
    await openRoomEarly('/rooms/nowhere', readMemberSession(missing.load))
    expect(await (await takeEarlyRoomOpening('nowhere', memberId))?.feed).toBeNull()
    // The page asked for beside the join is not asked again.
    expect([...refused.calls, ...missing.calls].map(([fn]) => fn)).toEqual([
      'join_room',
      'room_feed',
      'join_room',
      'room_feed',
    ])
  })

  it('asks nothing for another address, a guest, or a session still owing its second factor', async () => {
    const other = fakeClient(memberSession)
    await openRoomEarly('/rooms', readMemberSession(other.load))
    await openRoomEarly('/journals', readMemberSession(other.load))
    await openRoomEarly('/rooms/not%20a%20slug', readMemberSession(other.load))
    expect(other.calls).toEqual([])

    const guest = fakeClient(null)
    await openRoomEarly('/rooms/lounge', readMemberSession(guest.load))
    const owing = fakeClient({
      access_token: token({ aal: 'aal1' }),
      user: { id: memberId, factors: [{ status: 'verified' }] },
    })
    await openRoomEarly('/rooms/lounge', readMemberSession(owing.load))
    expect([...guest.calls, ...owing.calls]).toEqual([])
    expect(await takeEarlyRoomOpening('lounge', memberId)).toBeNull()

    await expect(
      openRoomEarly(
        '/rooms/lounge',
        readMemberSession(async () => null),
      ),
    ).resolves.toBeUndefined()
    await expect(
      openRoomEarly(
        '/rooms/lounge',
        readMemberSession(() => Promise.reject(new Error('offline'))),
      ),
    ).resolves.toBeUndefined()
  })
})
