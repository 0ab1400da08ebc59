import { defaultPart } from './member-settings-schema'
import { MemberSettingsError } from './member-settings-source'
import { createSupabaseMemberSettingsSource } from './supabase-member-settings-source'

type Row = { version: number; settings: Record<string, unknown>; auto_delete_posts: string; updated_at: string }
type Failure = { code?: string; message: string }

/**
 * An in-memory stand-in for the supabase-js calls the source makes on `member_settings`:
 * select … eq … maybeSingle, insert, and update … eq … eq … select. `beforeUpdate` runs just
 * before an update is applied (another device saving in between); `fail` makes the next write fail.
 */
function fakeServer(initial: Row | null = null) {
  const state = {
    row: initial,
    clock: 0,
    writes: [] as Record<string, unknown>[],
    fail: null as Failure | null,
    beforeUpdate: null as (() => void) | null,
  }
  const stamp = () => `2026-11-25T10:00:00.${String(++state.clock).padStart(6, '0')}+00:00`
  const take = () => {
    const failure = state.fail
    state.fail = null
    return failure
  }
  const client = {
    from(table: string) {
      expect(table).toBe('member_settings')
      return {
        select: () => ({
          eq: () => ({
            retry: () => ({ maybeSingle: async () => ({ data: state.row && { ...state.row }, error: null }) }),
          }),
        }),
        insert: async (values: Record<string, unknown>) => {
          const error = take()
          if (error) return { error }
          if (state.row) return { error: { code: '23505', message: 'duplicate key' } }
          state.writes.push(values)
          state.row = {
            version: 1,
            settings: {},
            auto_delete_posts: 'off',
            ...(values as Partial<Row>),
            updated_at: stamp(),
          }
          return { error: null }
        },
        update: (values: Record<string, unknown>) => ({
          eq: () => ({
            eq: (_column: string, updatedAt: string) => ({
              select: async () => {
                const error = take()
                if (error) return { data: null, error }
                state.beforeUpdate?.()
                state.beforeUpdate = null
                if (!state.row || state.row.updated_at !== updatedAt) return { data: [], error: null }
                state.writes.push(values)
                state.row = { ...state.row, ...(values as Partial<Row>), updated_at: stamp() }
                return { data: [{ user_id: 'me' }], error: null }
              },
            }),
          }),
        }),
      }
    },
  }
  return { state, loadClient: () => Promise.resolve(client) }
}

const notifications = { ...defaultPart('notifications'), prompts: true }

describe('the Supabase settings source', () => {
  it('reads the row, keeps every part read on the device, and loads first', async () => {
    const server = fakeServer({
      version: 1,
      settings: { notifications },
      auto_delete_posts: '24h',
      updated_at: 'x',
    })
    const keep = vi.fn()
    const source = createSupabaseMemberSettingsSource({ memberId: 'me', loadClient: server.loadClient, keep })
    expect(source.loadsFirst).toBe(true)
    expect(source.key).toBe('supabase:me')
    expect(await source.read()).toEqual({ notifications, autoDeletePosts: '24h' })
    expect(keep).toHaveBeenCalledWith('notifications', notifications)
    expect(keep).toHaveBeenCalledWith('autoDeletePosts', '24h')
  })

  it('inserts the row on the first save, then replaces one part without touching the others', async () => {
    const server = fakeServer()
    const keep = vi.fn()
    const source = createSupabaseMemberSettingsSource({ memberId: 'me', loadClient: server.loadClient, keep })
    await source.save('notifications', notifications)
    expect(server.state.writes[0]).toEqual({ user_id: 'me', version: 1, settings: { notifications } })
    const ai = { ...defaultPart('ai'), depth: 'depth_level_3' as const }
    await source.save('ai', ai)
    expect(server.state.row?.settings).toEqual({ notifications, ai })
    await source.save('autoDeletePosts', '1h')
    expect(server.state.writes[2]).toEqual({ auto_delete_posts: '1h' })
    expect(server.state.row?.settings).toEqual({ notifications, ai })
    expect(keep.mock.calls.map(([part]) => part)).toEqual(['notifications', 'ai', 'autoDeletePosts'])
  })

  it("reads again and keeps the other device's part when the row was saved in between", async () => {
    const server = fakeServer({ version: 1, settings: {}, auto_delete_posts: 'off', updated_at: 'a' })
    const ai = defaultPart('ai')
    server.state.beforeUpdate = () => {
      server.state.row = { ...server.state.row!, settings: { ai }, updated_at: 'b' }
    }
    const source = createSupabaseMemberSettingsSource({ memberId: 'me', loadClient: server.loadClient, keep: vi.fn() })
    await source.save('notifications', notifications)
    expect(server.state.row?.settings).toEqual({ ai, notifications })
  })

  it('says why a refused save failed, keeps nothing on the device, and lets the next save through', async () => {
    const server = fakeServer()
    const keep = vi.fn()
    const source = createSupabaseMemberSettingsSource({ memberId: 'me', loadClient: server.loadClient, keep })
    server.state.fail = { code: '23514', message: 'new row violates check constraint "member_settings_settings_shape"' }
    const refused = source.save('notifications', notifications)
    await expect(refused).rejects.toBeInstanceOf(MemberSettingsError)
    await expect(refused).rejects.toMatchObject({ kind: 'refused' })
    expect(keep).not.toHaveBeenCalled()
    await source.save('notifications', notifications)
    expect(keep).toHaveBeenCalledTimes(1)
  })

  it('says the server could not be reached when the request never got an answer', async () => {
    const server = fakeServer()
    const source = createSupabaseMemberSettingsSource({ memberId: 'me', loadClient: server.loadClient, keep: vi.fn() })
    server.state.fail = { message: 'TypeError: Failed to fetch' }
    await expect(source.save('autoDeletePosts', '1h')).rejects.toMatchObject({
      kind: 'offline',
      message:
        'Your settings could not be saved. Nexus could not reach the server. Check your connection and try again.',
    })
    expect(server.state.row).toBeNull()
  })

  it('runs saves one at a time, in order', async () => {
    const server = fakeServer()
    const source = createSupabaseMemberSettingsSource({ memberId: 'me', loadClient: server.loadClient, keep: vi.fn() })
    await Promise.all([
      source.save('autoDeletePosts', '1h'),
      source.save('autoDeletePosts', '7d'),
      source.save('notifications', notifications),
    ])
    expect(server.state.row).toMatchObject({ auto_delete_posts: '7d', settings: { notifications } })
  })
})
