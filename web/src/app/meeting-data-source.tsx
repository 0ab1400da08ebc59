import { useMemo, type ReactNode } from 'react'
import type { MeetingSource } from '@/features/meeting-room/data/meeting-source'
import { MeetingSourceProvider } from '@/features/meeting-room/data/meeting-source-context'
import { createSupabaseMeetingSource } from '@/features/meeting-room/data/supabase-meeting-source'
import { fetchIceServers } from '@/features/meeting-room/media/ice-servers'
import { createMeshTransport } from '@/features/meeting-room/media/meeting-transport'
import { useAuth } from '@/lib/auth/auth-provider'
import { isBackendConfigured } from '@/lib/env'
import { loadSupabase, loadSupabaseRealtime } from '@/lib/supabase'

/**
 * The meeting room's source: for a signed-in member with a backend, the real meeting (the
 * database's functions, its state topic, and a WebRTC mesh between the participants); otherwise
 * null, the guest's sample room.
 */
export function MeetingDataSource({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const memberId = isBackendConfigured && !user.isGuest ? user.id : null
  const source = useMemo<MeetingSource | null>(
    () =>
      memberId
        ? createSupabaseMeetingSource({
            load: loadSupabase,
            loadRealtime: loadSupabaseRealtime,
            memberId,
            createTransport: () =>
              createMeshTransport({ loadRealtime: loadSupabaseRealtime, iceServers: () => fetchIceServers() }),
          })
        : null,
    [memberId],
  )
  return <MeetingSourceProvider source={source}>{children}</MeetingSourceProvider>
}
