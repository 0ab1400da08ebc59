import type { Json } from '@/lib/database.types'
import { errorMessage } from '@/lib/error-message'
import { membersClient, type MembersClient } from '@/lib/member/members-db'
import { keepOnDevice } from './local-member-settings-source'
import {
  MemberSettingsError,
  type MemberSettings,
  type MemberSettingsPart,
  type MemberSettingsSource,
} from './member-settings-source'
import { SETTINGS_JSON_VERSION, settingsFromRow, type MemberSettingsRow } from './member-settings-schema'

/** Options of {@link createSupabaseMemberSettingsSource}; `loadClient` and `keep` are for tests. */
export interface SupabaseMemberSettingsSourceOptions {
  memberId: string
  loadClient?: () => Promise<unknown>
  /** Keeps a part read or saved on this device (default: the device's stores). */
  keep?: <P extends MemberSettingsPart>(part: P, value: MemberSettings[P]) => void
}

/** What the member is told when the server could not be reached. */
export const OFFLINE_MESSAGE = 'Nexus could not reach the server. Check your connection and try again.'

/** How many times a save is tried when another device saved the same row in between. */
const SAVE_ATTEMPTS = 3

/**
 * The {@link MemberSettingsError} for a supabase-js error: a check violation (23514) or a refusal
 * of row security (42501) is 'refused' with the server's reason; a request that never got an
 * answer (fetch failed) is 'offline'; anything else 'failed'. `doing` starts the message
 * ('Your settings could not be saved').
 */
export function settingsErrorFrom(error: unknown, doing: string): MemberSettingsError {
  const code = (error as { code?: unknown } | null)?.code
  const message = errorMessage(error).replace(/\.$/, '')
  if (code === '23514' || code === '42501')
    return new MemberSettingsError('refused', `${doing}: ${message || 'the server refused them'}.`)
  if (!code && /failed to fetch|networkerror|load failed|fetch failed/i.test(message))
    return new MemberSettingsError('offline', `${doing}. ${OFFLINE_MESSAGE}`)
  return new MemberSettingsError('failed', `${doing}. Please try again.`)
}

const COLUMNS = 'version, settings, auto_delete_posts, updated_at'
type Row = MemberSettingsRow & { updated_at: string }

/**
 * The member's row, or null. `retry` lets supabase-js try a failed read again (for seconds): on
 * when a page opens, off just before a save, so a member offline is told at once.
 */
async function readRow(supabase: MembersClient, memberId: string, doing: string, retry = true): Promise<Row | null> {
  const { data, error } = await supabase
    .from('member_settings')
    .select(COLUMNS)
    .eq('user_id', memberId)
    .retry(retry)
    .maybeSingle()
  if (error) throw settingsErrorFrom(error, doing)
  return (data as Row | null) ?? null
}

/**
 * Writes `change` to the member's row: inserts it when there is none, otherwise updates it only
 * if nobody saved it since `read` (by `updated_at`). True when written, false when the row
 * changed (or appeared) in between, so the caller reads again and retries.
 */
async function writeRow(
  supabase: MembersClient,
  memberId: string,
  read: Row | null,
  change: { version?: number; settings?: NonNullable<Json>; auto_delete_posts?: string },
  doing: string,
): Promise<boolean> {
  if (!read) {
    const { error } = await supabase.from('member_settings').insert({ user_id: memberId, ...change })
    if (error?.code === '23505') return false
    if (error) throw settingsErrorFrom(error, doing)
    return true
  }
  const { data, error } = await supabase
    .from('member_settings')
    .update(change)
    .eq('user_id', memberId)
    .eq('updated_at', read.updated_at)
    .select('user_id')
  if (error) throw settingsErrorFrom(error, doing)
  return (data ?? []).length > 0
}

/**
 * A member's settings on the server: their one row of `member_settings` (RLS: own row only),
 * the pages' preferences in `settings` (JSON version {@link SETTINGS_JSON_VERSION}, one object per
 * part, validated on read with the stores' schemas: see settingsFromRow) and Auto-Delete Posts in
 * `auto_delete_posts`. Saving one part reads the row, replaces that part and writes it back
 * unless another device saved in between (then it reads again; other parts are never lost).
 * What is read or saved is also kept on this device, where the rest of the app reads it.
 * Saves run one at a time, in order. Errors reject with a MemberSettingsError.
 */
export function createSupabaseMemberSettingsSource({
  memberId,
  loadClient,
  keep = keepOnDevice,
}: SupabaseMemberSettingsSourceOptions): MemberSettingsSource {
  const client = async () => {
    try {
      return await membersClient(loadClient)
    } catch (error) {
      throw new MemberSettingsError('failed', errorMessage(error) || 'Your settings could not be reached.')
    }
  }
  let queue: Promise<unknown> = Promise.resolve()

  const saveNow = async <P extends MemberSettingsPart>(part: P, value: MemberSettings[P]) => {
    const doing = 'Your settings could not be saved'
    const supabase = await client()
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const read = await readRow(supabase, memberId, doing, false)
      let change: Parameters<typeof writeRow>[3]
      if (part === 'autoDeletePosts') change = { auto_delete_posts: value as string }
      else {
        const current =
          read?.version === SETTINGS_JSON_VERSION && typeof read.settings === 'object' && read.settings !== null
            ? (read.settings as Record<string, unknown>)
            : {}
        change = { version: SETTINGS_JSON_VERSION, settings: { ...current, [part]: value } as NonNullable<Json> }
      }
      if (await writeRow(supabase, memberId, read, change, doing)) {
        keep(part, value)
        return
      }
    }
    throw new MemberSettingsError('failed', `${doing}: they were being changed elsewhere. Please try again.`)
  }

  return {
    key: `supabase:${memberId}`,
    loadsFirst: true,

    async read() {
      const row = await readRow(await client(), memberId, 'Your settings could not be loaded')
      const settings = settingsFromRow(row)
      for (const part of Object.keys(settings) as MemberSettingsPart[]) keep(part, settings[part] as never)
      return settings
    },

    save(part, value) {
      const run = queue.then(() => saveNow(part, value))
      queue = run.catch(() => undefined)
      return run
    },
  }
}
