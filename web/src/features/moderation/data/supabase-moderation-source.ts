import type { RealtimeChannel } from '@supabase/realtime-js'
import { loadLiveRealtime } from '@/lib/member/live-services'
import { loadSupabase, type NexusRealtime } from '@/lib/supabase'
import {
  appealFrom,
  caseDetailFrom,
  logEntryFrom,
  privateRoomRowFrom,
  queueCaseFrom,
  roleRowFrom,
} from './moderation-rows'
import {
  ModerationError,
  moderationErrorFrom,
  type ModerationLiveListener,
  type ModerationSource,
} from './moderation-source'

/** The private Realtime topic only moderators may join; the database broadcasts `case_changed` on it. */
export const MODERATION_TOPIC = 'moderation'

type RpcAnswer = { data: unknown; error: { code?: string; message?: string } | null }

/** The part of the database client the source calls: RPCs only (the moderation tables are not readable directly). */
export interface ModerationRpcClient {
  rpc: (fn: string, args?: Record<string, unknown>) => PromiseLike<RpcAnswer>
}

/** Options of {@link createSupabaseModerationSource}; the loaders are for tests. */
export interface SupabaseModerationSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
  loadRealtime?: () => Promise<NexusRealtime | null>
}

/**
 * The moderators' source over the database functions of issue 41 (`moderation_queue`,
 * `moderation_case`, `add_case_note`, `answer_case`, `moderate_case`, `moderation_appeals`,
 * `decide_appeal`, `moderation_log_entries`, `list_roles`, `grant_role`, `revoke_role`,
 * `find_members`, `reveal_anonymous_author`, `member_names`), issue 43's `admin_private_rooms` and
 * `transfer_private_room`, and the private topic
 * {@link MODERATION_TOPIC}. The database decides who may call what.
 */
export function createSupabaseModerationSource({
  memberId,
  loadClient = loadSupabase,
  loadRealtime = loadLiveRealtime,
}: SupabaseModerationSourceOptions): ModerationSource {
  const call = async (fn: string, args?: Record<string, unknown>): Promise<unknown> => {
    const client = (await loadClient()) as ModerationRpcClient | null
    if (!client) throw new ModerationError('failed', 'Moderation needs an account.')
    const { data, error } = await client.rpc(fn, args)
    if (error) throw moderationErrorFrom(error)
    return data
  }
  const rows = (data: unknown) => (Array.isArray(data) ? data : [])

  return {
    key: `supabase:${memberId}`,
    queue: async () => rows(await call('moderation_queue')).map(queueCaseFrom),
    caseDetail: async (caseId) => {
      const data = await call('moderation_case', { case_id: caseId })
      if (!data) throw new ModerationError('refused', 'This case does not exist.')
      return caseDetailFrom(data)
    },
    addNote: async (caseId, body) => void (await call('add_case_note', { case_id: caseId, body })),
    answer: async (caseId, body) => void (await call('answer_case', { case_id: caseId, body })),
    moderate: async ({ caseId, action, rule, reason, until }) =>
      String(await call('moderate_case', { case_id: caseId, action, rule, reason, until })),
    appeals: async () => rows(await call('moderation_appeals')).map(appealFrom),
    decideAppeal: async (appealId, decision, reason) =>
      void (await call('decide_appeal', { appeal_id: appealId, decision, reason })),
    log: async (before, limit) =>
      rows(await call('moderation_log_entries', { p_before: before, p_limit: limit })).map(logEntryFrom),
    roles: async () => rows(await call('list_roles')).map(roleRowFrom),
    grantRole: async (userId, role) => void (await call('grant_role', { p_user_id: userId, p_role: role })),
    revokeRole: async (userId, role) => void (await call('revoke_role', { p_user_id: userId, p_role: role })),
    findMembers: async (query) =>
      rows(await call('find_members', { p_query: query })).map((value) => {
        const row = value as { id?: unknown; name?: unknown }
        return { id: String(row.id), name: typeof row.name === 'string' && row.name.trim() ? row.name : 'Member' }
      }),
    revealAuthor: async (postId, justification) => {
      const id = String(await call('reveal_anonymous_author', { post_id: postId, justification }))
      const names = rows(await call('member_names', { p_ids: [id] })) as { id: string; name: string | null }[]
      return { id, name: names.find((row) => row.id === id)?.name?.trim() || 'Member' }
    },
    privateRooms: async () => rows(await call('admin_private_rooms')).map(privateRoomRowFrom),
    transferRoom: async (slug, newOwnerId) =>
      void (await call('transfer_private_room', { slug, new_owner: newOwnerId })),
    subscribe: (listener) => followModeration(loadRealtime, listener),
  }
}

/**
 * Joins the private topic {@link MODERATION_TOPIC} (after `setAuth()`, so the join carries the
 * moderator's token; Realtime's policy lets only moderators in) and passes each `case_changed`
 * and each SUBSCRIBED on to `listener` until the returned function is called.
 */
export function followModeration(
  loadRealtime: () => Promise<NexusRealtime | null>,
  listener: ModerationLiveListener,
): () => void {
  let closed = false
  let channel: RealtimeChannel | null = null
  void (async () => {
    try {
      const client = await loadRealtime()
      if (!client || closed) return
      await client.setAuth()
      if (closed) return
      const live = client.channel(MODERATION_TOPIC, { config: { private: true } })
      channel = live
      live.on('broadcast', { event: 'case_changed' }, ({ payload }: { payload: unknown }) => {
        const change = (payload ?? {}) as { id?: unknown; status?: unknown }
        if (typeof change.id === 'string')
          listener.onCaseChanged?.({ id: change.id, status: typeof change.status === 'string' ? change.status : null })
      })
      live.subscribe((status, error) => {
        if (closed) return
        if (status === 'SUBSCRIBED') listener.onConnected?.()
        else if (status === 'CHANNEL_ERROR') console.warn('Live moderation updates interrupted:', error?.message)
      })
    } catch (error) {
      console.warn('Live moderation updates are off:', error)
    }
  })()
  return () => {
    closed = true
    const joined = channel
    if (!joined) return
    void loadRealtime()
      .then((client) => client?.removeChannel(joined))
      .catch((error: unknown) => console.warn('Leaving the moderation channel:', error))
  }
}
