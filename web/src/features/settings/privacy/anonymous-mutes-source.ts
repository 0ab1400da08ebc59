import { loadSupabase, type NexusClient } from '@/lib/supabase'

/** One 'Mute this author' of the member: its id and when it was made (ISO date). It never names the author. */
export interface AnonymousMute {
  id: string
  mutedAt: string
}

/** The member's anonymous mutes, as the privacy page lists and removes them. */
export interface AnonymousMutesSource {
  /** The member's anonymous mutes, newest first. Rejects with the server's error. */
  list(): Promise<AnonymousMute[]>
  /** Removes mute `id` (nothing happens for one that is gone). Rejects with the server's error. */
  unmute(id: string): Promise<void>
}

/**
 * The anonymous mutes of the signed-in member on the server: `my_anonymous_mutes()` and
 * `unmute_anonymous_author(id)` (supabase/migrations/20261129110000_blocks_and_mutes_hold_live.sql).
 * Rejects when no backend is configured.
 */
export function supabaseAnonymousMutes(
  loadClient: () => Promise<NexusClient | null> = loadSupabase,
): AnonymousMutesSource {
  const client = async () => {
    const loaded = await loadClient()
    if (!loaded) throw new Error('Muted authors need a backend, and none is configured.')
    return loaded
  }
  return {
    async list() {
      const { data, error } = await (await client()).rpc('my_anonymous_mutes')
      if (error) throw error
      return (data ?? []).map((row) => ({ id: row.id, mutedAt: row.muted_at }))
    },
    async unmute(id) {
      const { error } = await (await client()).rpc('unmute_anonymous_author', { p_mute_id: id })
      if (error) throw error
    },
  }
}
