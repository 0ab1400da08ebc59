import { loadSupabase } from '@/lib/supabase'
import { contactCaseFrom, myReportFrom, restrictionFrom, statementFrom } from './moderation-rows'
import { ModerationSourceError, type ModerationSource } from './moderation-source'

/** The part of supabase-js this source uses: `rpc` by name, untyped (the functions are newer than some builds' types). */
interface RpcClient {
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<{ data: unknown; error: RpcError | null }>
}

interface RpcError {
  code?: string
  message?: string
}

/** Options of {@link createSupabaseModerationSource}; `loadClient` is for tests. */
export interface SupabaseModerationSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
}

const FAILED = 'Something went wrong. Please try again.'

/**
 * The {@link ModerationSourceError} of a supabase-js error: PT429 → 'rate-limited' with the server's
 * message ('You have reported too much…'); a refusal (42501 not allowed or restricted, 22023 / 23514
 * bad input, 23505 already done, P0001) with a message → 'refused' with that message, shown as is;
 * anything else 'failed' with a generic message.
 */
export function moderationErrorFrom(error: RpcError | null | undefined): ModerationSourceError {
  const message = error?.message?.trim() ?? ''
  if (error?.code === 'PT429' && message) return new ModerationSourceError('rate-limited', message)
  if (message && ['42501', '22023', '23514', '23505', 'P0001'].includes(error?.code ?? '')) {
    return new ModerationSourceError('refused', message)
  }
  return new ModerationSourceError('failed', FAILED)
}

/**
 * A signed-in member's moderation calls through supabase-js: `submit_report`, `my_reports`,
 * `message_moderators`, `my_contact_cases`, `my_statements`, `my_restriction`, `appeal_action`
 * (the database checks the caller in each). Rejects with a {@link ModerationSourceError}.
 */
export function createSupabaseModerationSource({
  memberId,
  loadClient = loadSupabase,
}: SupabaseModerationSourceOptions): ModerationSource {
  const call = async (fn: string, args?: Record<string, unknown>): Promise<unknown> => {
    let client: RpcClient | null
    try {
      client = (await loadClient()) as RpcClient | null
    } catch {
      throw new ModerationSourceError('failed', FAILED)
    }
    if (!client) throw new ModerationSourceError('failed', 'This needs a backend, and none is configured.')
    let result: { data: unknown; error: RpcError | null }
    try {
      result = await client.rpc(fn, args)
    } catch {
      throw new ModerationSourceError('failed', FAILED)
    }
    if (result.error) throw moderationErrorFrom(result.error)
    return result.data
  }
  const rows = (data: unknown): unknown[] => (Array.isArray(data) ? data : [])
  const id = (data: unknown): string => {
    if (typeof data !== 'string') throw new ModerationSourceError('failed', FAILED)
    return data
  }
  const nonNull = <T>(value: T | null): value is T => value !== null
  return {
    key: `supabase:${memberId}`,
    canReport: true,
    async submitReport(target, reason, note) {
      const trimmed = note?.trim()
      return id(
        await call('submit_report', {
          target_type: target.type,
          target_id: target.id,
          reason,
          note: trimmed ? trimmed : null,
        }),
      )
    },
    async listMyReports() {
      return rows(await call('my_reports'))
        .map(myReportFrom)
        .filter(nonNull)
    },
    async messageModerators(subject, body) {
      return id(await call('message_moderators', { subject: subject.trim(), body: body.trim() }))
    },
    async listContactCases() {
      return rows(await call('my_contact_cases'))
        .map(contactCaseFrom)
        .filter(nonNull)
    },
    async listStatements() {
      return rows(await call('my_statements'))
        .map(statementFrom)
        .filter(nonNull)
    },
    async myRestriction() {
      return restrictionFrom(await call('my_restriction'))
    },
    async appeal(actionId, body) {
      return id(await call('appeal_action', { action_id: actionId, body: body.trim() }))
    },
  }
}
