import { errorMessage } from '@/lib/error-message'
import { isNetworkFailure, NETWORK_MESSAGE } from '@/lib/network-failure'
import { loadSupabase, type NexusClient } from '@/lib/supabase'
import { inputFields } from '../event-form'
import { isUuid, type ScheduleEvent, type ScheduleFields } from '../schedule-model'
import { SCHEDULE_COLUMNS, eventFromRow, rowColumns, type ScheduleRow } from './schedule-rows'
import { ScheduleSourceError, type ScheduleInput, type ScheduleSource } from './schedule-source'

/** Rows asked for per request when reading the whole schedule (PostgREST caps an answer at 1,000 by default). */
export const LIST_PAGE_SIZE = 1000

const NO_LONGER_EXISTS = 'This event no longer exists.'
const SLOT_GONE = 'This slot no longer exists.'

/**
 * The {@link ScheduleSourceError} of a failed supabase-js call (`status` its HTTP status): a
 * network failure says the server could not be reached; a check the database refused (23514)
 * says why; anything else is 'failed' with `fallback`.
 */
export function scheduleErrorFrom(error: unknown, status: number | undefined, fallback: string): ScheduleSourceError {
  if (isNetworkFailure(error, status)) return new ScheduleSourceError('failed', NETWORK_MESSAGE)
  const code = (error as { code?: unknown } | null)?.code
  const message = errorMessage(error)
  if (code === '23514' && message) return new ScheduleSourceError('refused', message)
  return new ScheduleSourceError('failed', fallback)
}

/** The fields `input` saves; rejects values that break the form's rules. */
function fieldsOf(input: ScheduleInput): ScheduleFields {
  const fields = inputFields(input)
  if (!fields) throw new ScheduleSourceError('refused', 'Please check the details of this event.')
  return fields
}

/** Options of {@link createSupabaseScheduleSource}; `loadClient` is for tests. */
export interface SupabaseScheduleSourceOptions {
  memberId: string
  loadClient?: () => Promise<NexusClient | null>
}

/**
 * A signed-in member's schedule: their rows of `schedule_events` (row security keeps them
 * theirs; `user_id` defaults to the caller), read by start time, 1,000 a page. An event's date
 * and times are local; the row holds `starts_at` and `ends_at` (schedule-rows.ts). Availability
 * slots are rows with `is_availability`. Writes go by id (the client's UUID for a new event).
 * Every call rejects with a ScheduleSourceError: a network failure says the server could not be reached.
 */
export function createSupabaseScheduleSource({
  memberId,
  loadClient = loadSupabase,
}: SupabaseScheduleSourceOptions): ScheduleSource {
  const client = async (): Promise<NexusClient> => {
    let loaded: NexusClient | null
    try {
      loaded = await loadClient()
    } catch {
      throw new ScheduleSourceError('failed', NETWORK_MESSAGE)
    }
    if (!loaded) throw new ScheduleSourceError('failed', 'The schedule needs a backend, and none is configured.')
    return loaded
  }

  return {
    key: `supabase:${memberId}`,
    memory: undefined,

    async list() {
      const supabase = await client()
      const events: ScheduleEvent[] = []
      for (let from = 0; ; from += LIST_PAGE_SIZE) {
        const { data, error, status } = await supabase
          .from('schedule_events')
          .select(SCHEDULE_COLUMNS)
          .order('starts_at')
          .order('id')
          .range(from, from + LIST_PAGE_SIZE - 1)
        // Past the last row (a schedule of exactly n pages): PostgREST answers 416.
        if (error && from > 0 && status === 416) return events
        if (error) throw scheduleErrorFrom(error, status, 'Your schedule could not be loaded.')
        for (const row of data as ScheduleRow[]) events.push(eventFromRow(row))
        if (data.length < LIST_PAGE_SIZE) return events
      }
    },

    async create(id, input) {
      const fields = fieldsOf(input)
      const { data, error, status } = await (
        await client()
      )
        .from('schedule_events')
        .insert({ id, ...rowColumns(fields) })
        .select(SCHEDULE_COLUMNS)
        .single()
      if (error) throw scheduleErrorFrom(error, status, 'The event could not be saved.')
      return eventFromRow(data as ScheduleRow)
    },

    async update(id, input) {
      if (!isUuid(id)) throw new ScheduleSourceError('not-found', NO_LONGER_EXISTS)
      const fields = fieldsOf(input)
      const { data, error, status } = await (
        await client()
      )
        .from('schedule_events')
        .update(rowColumns(fields))
        .eq('id', id)
        .select(SCHEDULE_COLUMNS)
        .maybeSingle()
      if (error) throw scheduleErrorFrom(error, status, 'The event could not be saved.')
      if (!data) throw new ScheduleSourceError('not-found', input.kind === 'event' ? NO_LONGER_EXISTS : SLOT_GONE)
      return eventFromRow(data as ScheduleRow)
    },

    async remove(id) {
      if (!isUuid(id)) throw new ScheduleSourceError('not-found', NO_LONGER_EXISTS)
      const { error, status } = await (await client()).from('schedule_events').delete().eq('id', id)
      if (error) throw scheduleErrorFrom(error, status, 'The event could not be deleted.')
    },
  }
}
