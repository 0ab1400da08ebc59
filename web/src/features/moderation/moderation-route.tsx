import { useMemo } from 'react'
import { useAuth } from '@/lib/auth/auth-provider'
import { useStaffRole } from '@/lib/moderation/staff-role'
import { createSupabaseModerationSource } from './data/supabase-moderation-source'
import { ModerationScreen } from './moderation-screen'

/**
 * The /moderation page behind its gate (app/routes/moderation-gate.tsx, which lets only
 * moderators and administrators through): the screen over the database's moderation functions
 * for the signed-in member, with the administrator's tabs when their role is 'admin'.
 */
export function ModerationRoute() {
  const { user } = useAuth()
  const { role } = useStaffRole()
  const source = useMemo(() => createSupabaseModerationSource({ memberId: user.id }), [user.id])
  return <ModerationScreen source={source} isAdmin={role === 'admin'} />
}
