import { whenReadsSettled } from '@/lib/data/reads-in-flight'
import { onDemand } from '@/lib/on-demand'
import { loadSupabaseRealtime, type NexusRealtime } from '@/lib/supabase'

const live = onDemand(() => whenReadsSettled().then(loadSupabaseRealtime))

/**
 * The Realtime client for the page's live channels, loaded once the page's first reads
 * have settled and the browser is idle: live updates start just after what the page shows, never
 * before it. Channels catch up on connecting, so nothing is missed meanwhile. Memoized; a failed
 * load is forgotten, so the next call tries again.
 * @returns the client, or null in guest mode.
 */
export function loadLiveRealtime(): Promise<NexusRealtime | null> {
  return live.get()
}
