import { lazySource } from '@/lib/member/lazy-source'
import type { ScheduleSource } from './schedule-source'

/**
 * Member `memberId`'s schedule in the database, its code (and supabase-js) loaded at the first
 * call, so guests never download it. A failed load rejects that call and is tried again at the next.
 */
export function lazyScheduleSource(memberId: string): ScheduleSource {
  return lazySource<ScheduleSource>(
    { key: `supabase:${memberId}`, memory: undefined },
    async () => (await import('./supabase-schedule-source')).createSupabaseScheduleSource({ memberId }),
    [],
  )
}
