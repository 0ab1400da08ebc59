// @vitest-environment node
import { createSupabaseMemberPrivacySource, friendshipFrom } from './supabase-member-privacy-source'

const ME = '5eed0000-0000-4000-8000-000000000001'
const SAM = '5eed0000-0000-4000-8000-000000000002'

/** A supabase-js stand-in: every query chain records its calls and resolves to `answer(table)`. */
function fakeClient(answer: (target: string, calls: string[]) => { data?: unknown; error?: unknown }) {
  const log: string[][] = []
  const chain = (target: string) => {
    const calls: string[] = [target]
    log.push(calls)
    const builder: Record<string, unknown> = {}
    for (const name of ['select', 'insert', 'update', 'delete', 'eq', 'or', 'order', 'maybeSingle', 'single'])
      builder[name] = (...args: unknown[]) => {
        calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`)
        return builder
      }
    builder.then = (resolve: (value: unknown) => void) => resolve({ data: null, error: null, ...answer(target, calls) })
    return builder
  }
  return {
    log,
    client: {
      from: (table: string) => chain(table),
      rpc: (fn: string, args?: unknown) => chain(`rpc ${fn} ${JSON.stringify(args ?? {})}`),
    },
  }
}

describe('friendshipFrom', () => {
  it('says where the member stands with the other party of the row', () => {
    const row = (requester: string, status: string) => ({
      requester_id: requester,
      addressee_id: requester === ME ? SAM : ME,
      status,
    })
    expect(friendshipFrom(null, ME)).toBe('none')
    expect(friendshipFrom(row(ME, 'pending'), ME)).toBe('sent')
    expect(friendshipFrom(row(SAM, 'pending'), ME)).toBe('received')
    expect(friendshipFrom(row(ME, 'declined'), ME)).toBe('declined')
    expect(friendshipFrom(row(SAM, 'declined'), ME)).toBe('closed')
    expect(friendshipFrom(row(SAM, 'accepted'), ME)).toBe('friends')
  })
})

describe('the Supabase privacy source', () => {
  it('blocks and mutes by member id, an existing block being no error', async () => {
    const { client, log } = fakeClient((target, calls) =>
      target === 'blocks' && calls.some((c) => c.startsWith('insert'))
        ? { error: { code: '23505', message: 'dup' } }
        : {},
    )
    const source = createSupabaseMemberPrivacySource({ memberId: ME, loadClient: async () => client })
    await source.add('blocks', SAM)
    await source.add('mutes', SAM)
    expect(log).toEqual([
      ['blocks', `insert({"blocked_id":"${SAM}"})`],
      ['mutes', `insert({"muted_id":"${SAM}"})`],
    ])
  })

  it('lists blocks with names and avatars from my_blocks_and_mutes', async () => {
    const { client, log } = fakeClient(() => ({
      data: [{ kind: 'blocks', id: SAM, name: 'Sam', avatar_url: null, since: '2026-11-20T10:00:00Z' }],
    }))
    const source = createSupabaseMemberPrivacySource({ memberId: ME, loadClient: async () => client })
    expect(await source.list('blocks')).toEqual([
      { id: SAM, name: 'Sam', avatarUrl: null, since: '2026-11-20T10:00:00Z' },
    ])
    expect(log[0]).toEqual(['rpc my_blocks_and_mutes {}', 'eq("kind", "blocks")', 'order("since", {"ascending":true})'])
  })

  it("reads a card from profile_of, the pair's friendship, and the member's own block and mute", async () => {
    const { client } = fakeClient((target) =>
      target.startsWith('rpc profile_of')
        ? { data: { id: SAM, name: ' Sam ', bio: 'Hi', avatar_url: 'https://img.example/s.png' } }
        : target === 'friendships'
          ? { data: { requester_id: SAM, addressee_id: ME, status: 'pending' } }
          : target === 'mutes'
            ? { data: { muted_id: SAM } }
            : {},
    )
    const source = createSupabaseMemberPrivacySource({ memberId: ME, loadClient: async () => client })
    expect(await source.card(SAM)).toEqual({
      id: SAM,
      name: 'Sam',
      bio: 'Hi',
      avatarUrl: 'https://img.example/s.png',
      visible: true,
      friendship: 'received',
      blocked: false,
      muted: true,
    })
  })

  it('refuses an id that is not a member id before asking anything', async () => {
    const { client, log } = fakeClient(() => ({}))
    const source = createSupabaseMemberPrivacySource({ memberId: ME, loadClient: async () => client })
    await expect(source.card('x),status.eq.accepted')).rejects.toThrow('This member could not be found.')
    await expect(source.befriend('not-an-id')).rejects.toThrow('This member could not be found.')
    expect(log.filter((calls) => calls[0] === 'friendships')).toEqual([])
  })

  it('befriends as the friendship allows: a new request, a re-sent one, or accepting theirs', async () => {
    for (const [row, expected] of [
      [null, ['friendships', `insert({"addressee_id":"${SAM}"})`]],
      [
        { requester_id: ME, addressee_id: SAM, status: 'declined' },
        ['friendships', 'update({"status":"pending"})', `eq("requester_id", "${ME}")`, `eq("addressee_id", "${SAM}")`],
      ],
      [
        { requester_id: SAM, addressee_id: ME, status: 'pending' },
        ['friendships', 'update({"status":"accepted"})', `eq("requester_id", "${SAM}")`, `eq("addressee_id", "${ME}")`],
      ],
    ] as const) {
      const { client, log } = fakeClient((_, calls) => (calls.some((c) => c.startsWith('select')) ? { data: row } : {}))
      const source = createSupabaseMemberPrivacySource({ memberId: ME, loadClient: async () => client })
      await source.befriend(SAM)
      expect(log[1]).toEqual(expected)
    }
  })

  it('finds members only from 2 characters on', async () => {
    const { client, log } = fakeClient(() => ({ data: [{ id: SAM, name: 'Sam', avatar_url: null }] }))
    const source = createSupabaseMemberPrivacySource({ memberId: ME, loadClient: async () => client })
    expect(await source.find(' s ')).toEqual([])
    expect(log).toEqual([])
    expect(await source.find('sa')).toEqual([{ id: SAM, name: 'Sam', avatarUrl: null }])
    expect(log[0]![0]).toBe('rpc find_members {"p_query":"sa"}')
  })
})
