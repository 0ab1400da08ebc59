// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { NexusClient } from '@/lib/supabase'
import {
  createSupabasePrivateRoomsSource,
  localPrivateRoomsSource,
  PRIVATE_ROOMS_NEED_ACCOUNT,
} from './private-rooms-source'
import { RoomsSourceError } from './rooms-source'

interface Answer {
  data?: unknown
  error?: { code?: string; message: string } | null
  status?: number
}

/** A supabase-js client whose `rpc` and `from('friendships')` answer from `answers` and record every call. */
function fakeClient(answers: Record<string, Answer>) {
  const calls: { name: string; args?: Record<string, unknown> }[] = []
  const answer = (name: string) => {
    const found = answers[name] ?? { data: null }
    return Promise.resolve({ data: found.data ?? null, error: found.error ?? null, status: found.status ?? 200 })
  }
  const client = {
    rpc: (name: string, args?: Record<string, unknown>) => {
      calls.push({ name, args })
      return answer(name)
    },
    from: (table: string) => ({
      select: (columns: string) => ({
        eq: (column: string, value: unknown) => {
          calls.push({ name: `from:${table}`, args: { columns, [column]: value } })
          return answer(`from:${table}`)
        },
      }),
    }),
  }
  return { calls, loadClient: () => Promise.resolve(client as unknown as NexusClient) }
}

const member = 'me-1'

describe('the Supabase private rooms source', () => {
  it("creates a room with the database's function and resolves to its slug", async () => {
    const { calls, loadClient } = fakeClient({ create_private_room: { data: 'p-0123456789' } })
    const source = createSupabasePrivateRoomsSource({ memberId: member, loadClient })
    await expect(source.createRoom({ name: 'Book Club', description: 'Novels', icon: 'moon' })).resolves.toBe(
      'p-0123456789',
    )
    expect(calls).toEqual([
      { name: 'create_private_room', args: { name: 'Book Club', description: 'Novels', icon: 'moon' } },
    ])
    expect(source.key).toBe('supabase:me-1')
    expect(source.needsAccount).toBe(false)
  })

  it("rejects with the database's own message when it refuses (not Pro, too many rooms, rate limit)", async () => {
    const notPro = fakeClient({
      create_private_room: { error: { code: '42501', message: 'Private rooms are available on Pro' }, status: 403 },
    })
    await expect(
      createSupabasePrivateRoomsSource({ memberId: member, loadClient: notPro.loadClient }).createRoom({
        name: 'X',
        description: '',
        icon: 'moon',
      }),
    ).rejects.toMatchObject({ message: 'Private rooms are available on Pro' })
    const tooMany = fakeClient({
      invite_to_room: { error: { code: '23514', message: 'This room is full' }, status: 400 },
      remove_room_member: { error: { code: 'PT429', message: "You're doing that too often." }, status: 429 },
    })
    const source = createSupabasePrivateRoomsSource({ memberId: member, loadClient: tooMany.loadClient })
    const refused = await source.invite('p-0123456789', 'friend-1').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RoomsSourceError)
    expect(refused).toMatchObject({ kind: 'refused', message: 'This room is full' })
    await expect(source.removeMember('p-0123456789', 'x')).rejects.toMatchObject({
      kind: 'rate-limited',
      message: "You're doing that too often.",
    })
  })

  it('lists friends from accepted friendships (either side), named by member_names(), by name', async () => {
    const { calls, loadClient } = fakeClient({
      'from:friendships': {
        data: [
          { requester_id: member, addressee_id: 'zoe' },
          { requester_id: 'ada', addressee_id: member },
        ],
      },
      member_names: {
        data: [
          { id: 'zoe', name: 'Zoe' },
          { id: 'ada', name: 'Ada' },
        ],
      },
    })
    const source = createSupabasePrivateRoomsSource({ memberId: member, loadClient })
    await expect(source.listFriends()).resolves.toEqual([
      { id: 'ada', name: 'Ada' },
      { id: 'zoe', name: 'Zoe' },
    ])
    expect(calls[0]).toEqual({
      name: 'from:friendships',
      args: { columns: 'requester_id, addressee_id', status: 'accepted' },
    })
    expect(calls[1]).toEqual({ name: 'member_names', args: { p_ids: ['zoe', 'ada'] } })
  })

  it('asks for no names without friends', async () => {
    const { calls, loadClient } = fakeClient({ 'from:friendships': { data: [] } })
    await expect(createSupabasePrivateRoomsSource({ memberId: member, loadClient }).listFriends()).resolves.toEqual([])
    expect(calls.map((c) => c.name)).toEqual(['from:friendships'])
  })

  it('passes each owner action to its function, with its arguments', async () => {
    const { calls, loadClient } = fakeClient({
      delete_private_room: { data: 12 },
      room_post_count: { data: 12 },
      respond_to_room_invitation: { data: 'p-0123456789' },
      room_members_of: {
        data: [
          { user_id: 'zoe', name: 'Zoe', online: true },
          { user_id: member, name: 'Me', online: true },
          { user_id: 'ada', name: 'Ada', online: false },
        ],
      },
      my_plan: { data: 'pro' },
    })
    const source = createSupabasePrivateRoomsSource({ memberId: member, loadClient })
    await source.updateRoom('p-0123456789', { name: 'Books', description: '' })
    await expect(source.postCount('p-0123456789')).resolves.toBe(12)
    await expect(source.deleteRoom('p-0123456789')).resolves.toBe(12)
    await expect(source.respondToInvitation('inv-1', true)).resolves.toBe('p-0123456789')
    await source.removeMember('p-0123456789', 'zoe', { ban: true, reason: 'Spam' })
    await source.moderatePost('post-1', 'hide', 'Off topic')
    await expect(source.listMembers('p-0123456789')).resolves.toEqual([
      { id: 'ada', name: 'Ada' },
      { id: 'zoe', name: 'Zoe' },
    ])
    await expect(source.myPlan()).resolves.toBe('pro')
    expect(calls).toEqual([
      { name: 'update_private_room', args: { slug: 'p-0123456789', name: 'Books', description: '' } },
      { name: 'room_post_count', args: { slug: 'p-0123456789' } },
      { name: 'delete_private_room', args: { slug: 'p-0123456789' } },
      { name: 'respond_to_room_invitation', args: { invitation_id: 'inv-1', accept: true } },
      { name: 'remove_room_member', args: { slug: 'p-0123456789', user_id: 'zoe', ban: true, reason: 'Spam' } },
      { name: 'moderate_room_post', args: { post_id: 'post-1', action: 'hide', reason: 'Off topic' } },
      { name: 'room_members_of', args: { p_room_slug: 'p-0123456789' } },
      { name: 'my_plan', args: undefined },
    ])
  })

  it('reads an unknown plan as free, and fails without a backend', async () => {
    const { loadClient } = fakeClient({ my_plan: { data: 'platinum' } })
    await expect(createSupabasePrivateRoomsSource({ memberId: member, loadClient }).myPlan()).resolves.toBe('free')
    const none = createSupabasePrivateRoomsSource({ memberId: member, loadClient: () => Promise.resolve(null) })
    await expect(none.myPlan()).rejects.toMatchObject({ kind: 'failed' })
  })
})

describe('the guest private rooms source', () => {
  it('has no private rooms and refuses every change with "Private rooms need an account"', async () => {
    expect(localPrivateRoomsSource.needsAccount).toBe(true)
    await expect(localPrivateRoomsSource.myPlan()).resolves.toBe('free')
    for (const attempt of [
      localPrivateRoomsSource.createRoom({ name: 'A', description: '', icon: 'moon' }),
      localPrivateRoomsSource.invite('p-0123456789', 'x'),
      localPrivateRoomsSource.respondToInvitation('inv', true),
      localPrivateRoomsSource.deleteRoom('p-0123456789'),
      localPrivateRoomsSource.moderatePost('post', 'remove', 'r'),
      localPrivateRoomsSource.listFriends(),
    ])
      await expect(attempt).rejects.toMatchObject({ message: PRIVATE_ROOMS_NEED_ACCOUNT })
  })
})
