import useSWR from 'swr'
import { useAuth } from '@/lib/auth/auth-provider'
import { useReadsSettled } from '@/lib/data/use-reads-settled'
import { rolesFetcher, rolesKey } from '@/lib/auth/account-data'

/** A moderation role: a moderator, or an administrator (who is a moderator too). */
export type StaffRole = 'moderator' | 'admin'

/** What {@link useStaffRole} gives: 'loading' until the caller's roles are known, then their strongest role or null. */
export interface StaffRoleState {
  status: 'loading' | 'ready'
  role: StaffRole | null
}

/**
 * The strongest moderation role among a member's roles (as read from `public.user_roles`):
 * 'admin', 'moderator', or null.
 */
export function strongestStaffRole(roles: readonly string[]): StaffRole | null {
  return roles.includes('admin') ? 'admin' : roles.includes('moderator') ? 'moderator' : null
}

/**
 * The signed-in member's moderation role ({@link strongestStaffRole} of their `user_roles` rows), read again when the window
 * regains focus; null at once for guests. A failed read counts as no role (the route shows the
 * not-found page, the navigation no link). `afterPageReads` waits for the page's own reads first
 * (the navigation shell, so it never delays what the page shows).
 */
export function useStaffRole({ afterPageReads = false }: { afterPageReads?: boolean } = {}): StaffRoleState {
  const { status, user } = useAuth()
  const memberId = status === 'ready' && !user.isGuest ? user.id : null
  const settled = useReadsSettled(afterPageReads && memberId !== null)
  // The same read (and cache entry) as the auth layer's: one request for both.
  const { data, error } = useSWR(memberId && (settled || !afterPageReads) ? rolesKey(memberId) : null, rolesFetcher, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.warn('Moderation role could not be read:', failure),
  })
  if (status === 'loading') return { status: 'loading', role: null }
  if (!memberId || error) return { status: 'ready', role: null }
  return data === undefined ? { status: 'loading', role: null } : { status: 'ready', role: strongestStaffRole(data) }
}
