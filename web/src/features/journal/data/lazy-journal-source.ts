import { lazySource } from '@/lib/member/lazy-source'
import type { JournalSource } from './journal-source'

/**
 * Member `memberId`'s journal in the database, its code (and supabase-js) loaded at the first
 * call, so guests never download it. A failed load rejects that call and is tried again at the next.
 */
export function lazyJournalSource(memberId: string): JournalSource {
  return lazySource<JournalSource>(
    { key: `supabase:${memberId}`, memory: undefined },
    async () => (await import('./supabase-journal-source')).createSupabaseJournalSource({ memberId }),
    [],
  )
}
