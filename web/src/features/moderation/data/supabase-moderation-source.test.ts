import type { NexusRealtime } from '@/lib/supabase'
import { createSupabaseModerationSource, MODERATION_TOPIC } from './supabase-moderation-source'

function rpcClient(answers: Record<string, { data: unknown; error?: { code?: string; message?: string } | null }>) {
  const rpc = vi.fn(async (fn: string) => ({ data: answers[fn]?.data ?? null, error: answers[fn]?.error ?? null }))
  return { rpc }
}

describe('createSupabaseModerationSource', () => {
  it('calls the contract functions with their argument names and reads their rows', async () => {
    const client = rpcClient({
      moderation_queue: {
        data: [
          {
            id: 'c1',
            kind: 'care',
            target_type: 'post',
            target_id: 'p1',
            anonymous: true,
            room_slug: 'confessions',
            status: 'open',
            reasons: ['at_risk'],
            reporter_count: 2,
            excerpt: 'hello',
            subject_name: 'Leaked Name',
            auto_hidden: false,
            created_at: '2026-11-29T10:00:00Z',
            last_activity_at: '2026-11-29T10:05:00Z',
          },
        ],
      },
      moderate_case: { data: 'a1' },
      reveal_anonymous_author: { data: 'u9' },
      member_names: { data: [{ id: 'u9', name: 'Nina' }] },
      moderation_log_entries: {
        data: [
          {
            id: 7,
            at: 't',
            actor_name: 'Ada',
            verb: 'reveal',
            case_id: null,
            action_id: null,
            detail: { justification: 'x' },
          },
        ],
      },
    })
    const source = createSupabaseModerationSource({ memberId: 'm1', loadClient: async () => client })
    const [row] = await source.queue()
    expect(row).toMatchObject({ id: 'c1', kind: 'care', anonymous: true, subjectName: null, reporterCount: 2 })
    expect(client.rpc).toHaveBeenLastCalledWith('moderation_queue', undefined)

    await source.caseDetail('c1').catch(() => {})
    expect(client.rpc).toHaveBeenLastCalledWith('moderation_case', { case_id: 'c1' })
    expect(await source.moderate({ caseId: 'c1', action: 'suspend', rule: 'hate', reason: 'Why', until: null })).toBe(
      'a1',
    )
    expect(client.rpc).toHaveBeenLastCalledWith('moderate_case', {
      case_id: 'c1',
      action: 'suspend',
      rule: 'hate',
      reason: 'Why',
      until: null,
    })
    await source.addNote('c1', 'n')
    expect(client.rpc).toHaveBeenLastCalledWith('add_case_note', { case_id: 'c1', body: 'n' })
    await source.answer('c1', 'a')
    expect(client.rpc).toHaveBeenLastCalledWith('answer_case', { case_id: 'c1', body: 'a' })
    await source.decideAppeal('ap1', 'overturn', 'r')
    expect(client.rpc).toHaveBeenLastCalledWith('decide_appeal', {
      appeal_id: 'ap1',
      decision: 'overturn',
      reason: 'r',
    })
    expect(await source.log(null, 50)).toEqual([
      {
        id: 7,
        at: 't',
        actorName: 'Ada',
        verb: 'reveal',
        caseId: null,
        actionId: null,
        detail: { justification: 'x' },
      },
    ])
    expect(client.rpc).toHaveBeenLastCalledWith('moderation_log_entries', { p_before: null, p_limit: 50 })
    await source.grantRole('u2', 'moderator')
    expect(client.rpc).toHaveBeenLastCalledWith('grant_role', { p_user_id: 'u2', p_role: 'moderator' })
    await source.revokeRole('u2', 'moderator')
    expect(client.rpc).toHaveBeenLastCalledWith('revoke_role', { p_user_id: 'u2', p_role: 'moderator' })
    await source.findMembers('ni')
    expect(client.rpc).toHaveBeenLastCalledWith('find_members', { p_query: 'ni' })
    expect(await source.revealAuthor('p1', 'A justification of twenty')).toEqual({ id: 'u9', name: 'Nina' })
    expect(client.rpc).toHaveBeenCalledWith('reveal_anonymous_author', {
      post_id: 'p1',
      justification: 'A justification of twenty',
    })
  })

  it('lists the private rooms (admin_private_rooms) and gives one away (transfer_private_room)', async () => {
    const client = rpcClient({
      admin_private_rooms: {
        data: [
          {
            slug: 'p-00000000c1',
            name: 'Book Club',
            owner_id: 'u-lou',
            owner_name: 'Lou Lapsed',
            owner_on_pro: false,
            member_count: 2,
            post_count: 5,
            created_at: '2026-11-29T10:00:00Z',
          },
          {
            slug: 'p-00000000c2',
            name: 'Orphans',
            owner_id: null,
            owner_name: null,
            owner_on_pro: false,
            member_count: 0,
            post_count: 0,
            created_at: '2026-11-29T11:00:00Z',
          },
        ],
      },
      transfer_private_room: { data: null, error: { code: '23514', message: 'The new owner must be on Pro.' } },
    })
    const source = createSupabaseModerationSource({ memberId: 'm1', loadClient: async () => client })
    expect(await source.privateRooms()).toEqual([
      {
        slug: 'p-00000000c1',
        name: 'Book Club',
        ownerId: 'u-lou',
        ownerName: 'Lou Lapsed',
        ownerOnPro: false,
        memberCount: 2,
        postCount: 5,
        createdAt: '2026-11-29T10:00:00Z',
      },
      {
        slug: 'p-00000000c2',
        name: 'Orphans',
        ownerId: null,
        ownerName: null,
        ownerOnPro: false,
        memberCount: 0,
        postCount: 0,
        createdAt: '2026-11-29T11:00:00Z',
      },
    ])
    expect(client.rpc).toHaveBeenLastCalledWith('admin_private_rooms', undefined)
    await expect(source.transferRoom('p-00000000c1', 'u-fay')).rejects.toThrow('The new owner must be on Pro.')
    expect(client.rpc).toHaveBeenLastCalledWith('transfer_private_room', { slug: 'p-00000000c1', new_owner: 'u-fay' })
    const refused = createSupabaseModerationSource({
      memberId: 'm1',
      loadClient: async () =>
        rpcClient({
          admin_private_rooms: { data: null, error: { code: '42501', message: 'Only administrators can do this.' } },
        }),
    })
    await expect(refused.privateRooms()).rejects.toThrow('Only administrators can do this.')
  })

  it("rejects with the database's message for refusals and bad input, a generic one otherwise", async () => {
    const client = rpcClient({
      moderation_queue: { data: null, error: { code: '42501', message: 'Only moderators can read the queue.' } },
      add_case_note: { data: null, error: { code: '23514', message: 'A note has at most 2,000 characters.' } },
      list_roles: { data: null, error: { code: '08006', message: 'connection reset' } },
    })
    const source = createSupabaseModerationSource({ memberId: 'm1', loadClient: async () => client })
    await expect(source.queue()).rejects.toThrow('Only moderators can read the queue.')
    await expect(source.addNote('c', 'x')).rejects.toThrow('A note has at most 2,000 characters.')
    await expect(source.roles()).rejects.toThrow('Something went wrong. Please try again.')
    const guest = createSupabaseModerationSource({ memberId: 'm1', loadClient: async () => null })
    await expect(guest.queue()).rejects.toThrow('Moderation needs an account.')
  })

  it("joins the private topic 'moderation' after setAuth and passes case_changed and each SUBSCRIBED on", async () => {
    const handlers: Record<string, (message: { payload: unknown }) => void> = {}
    let onStatus: (status: string) => void = () => {}
    const channel = {
      on: vi.fn((_type: string, { event }: { event: string }, handler: (message: { payload: unknown }) => void) => {
        handlers[event] = handler
        return channel
      }),
      subscribe: vi.fn((callback: (status: string) => void) => {
        onStatus = callback
        return channel
      }),
    }
    const realtime = {
      setAuth: vi.fn(async () => {}),
      channel: vi.fn(() => channel),
      removeChannel: vi.fn(async () => 'ok'),
    }
    const source = createSupabaseModerationSource({
      memberId: 'm1',
      loadClient: async () => null,
      loadRealtime: async () => realtime as unknown as NexusRealtime,
    })
    const onCaseChanged = vi.fn()
    const onConnected = vi.fn()
    const stop = source.subscribe({ onCaseChanged, onConnected })
    await vi.waitFor(() =>
      expect(realtime.channel).toHaveBeenCalledWith(MODERATION_TOPIC, { config: { private: true } }),
    )
    expect(realtime.setAuth).toHaveBeenCalled()
    onStatus('SUBSCRIBED')
    expect(onConnected).toHaveBeenCalledTimes(1)
    handlers['case_changed']!({ payload: { id: 'c1', status: 'actioned', last_activity_at: 't' } })
    expect(onCaseChanged).toHaveBeenCalledWith({ id: 'c1', status: 'actioned' })
    stop()
    await vi.waitFor(() => expect(realtime.removeChannel).toHaveBeenCalledWith(channel))
    onStatus('SUBSCRIBED')
    expect(onConnected).toHaveBeenCalledTimes(1)
  })
})
