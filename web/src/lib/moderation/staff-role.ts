import useSWR from 'swr'
import { useAuth } from '@/lib/auth/auth-provider'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import { loadSupabase } from '@/lib/supabase'

/** A moderation role: a moderator, or an administrator (who is a moderator too). */
export type StaffRole = 'moderator' | 'admin'

/** What {@link useStaffRole} gives: 'loading' until the caller's roles are known, then their strongest role or null. */
export interface StaffRoleState {
  status: 'loading' | 'ready'
  role: StaffRole | null
}

/** The client {@link readStaffRole} reads through: only `from`, so tests pass a small fake. */
interface RolesClient {
  from: (table: 'user_roles') => {
    select: (columns: 'role') => {
      eq: (
        column: 'user_id',
        value: string,
      ) => PromiseLike<{ data: { role: string }[] | null; error: { message: string } | null }>
    }
  }
}

/**
 * The strongest moderation role of member `userId`, read from their own rows of
 * `public.user_roles` (the table RLS and the moderation functions read at every request, so a
 * role granted or revoked counts from the next read): 'admin', 'moderator', or null for everyone
 * else and in guest mode (no backend).
 * @throws (rejects) the database error when the rows cannot be read
 */
export async function readStaffRole(
  userId: string,
  load: () => Promise<unknown> = loadSupabase,
): Promise<StaffRole | null> {
  const client = (await load()) as RolesClient | null
  if (!client) return null
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId)
  if (error) throw new Error(error.message)
  const roles = new Set((data ?? []).map((row) => row.role))
  return roles.has('admin') ? 'admin' : roles.has('moderator') ? 'moderator' : null
}

/** The SWR key of a member's staff role (shared by the navigation and the /moderation route). */
export const staffRoleKey = (userId: string) => ['staff-role', userId] as const

/**
 * The signed-in member's moderation role ({@link readStaffRole}), read again when the window
 * regains focus; null at once for guests. A failed read counts as no role (the route shows the
 * not-found page, the navigation no link). `afterPageReads` waits for the page's own reads first
 * (the navigation shell, so it never delays what the page shows).
 */
export function useStaffRole({ afterPageReads = false }: { afterPageReads?: boolean } = {}): StaffRoleState {
  const { status, user } = useAuth()
  const memberId = status === 'ready' && !user.isGuest ? user.id : null
  const settled = useReadsSettled(afterPageReads && memberId !== null)
  const { data, error } = useSWR(
    memberId && (settled || !afterPageReads) ? staffRoleKey(memberId) : null,
    ([, id]) => readStaffRole(id),
    {
      revalidateOnFocus: true,
      shouldRetryOnError: false,
      onError: (failure: unknown) => console.warn('Moderation role could not be read:', failure),
    },
  )
  if (status === 'loading') return { status: 'loading', role: null }
  if (!memberId || error) return { status: 'ready', role: null }
  return data === undefined ? { status: 'loading', role: null } : { status: 'ready', role: data }
}
