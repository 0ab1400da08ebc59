import { Outlet } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { NotFoundScreen } from '@/features/misc/not-found'
import { useStaffRole } from '@/lib/moderation/staff-role'

/**
 * The gate of /moderation: a spinner while the caller's roles load, then the page for moderators
 * and administrators (read from `public.user_roles`), and the not-found page for everyone else,
 * guests included (the database refuses them whatever they call).
 */
export function Component() {
  const { status, role } = useStaffRole()
  if (status === 'loading') {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner label="Loading..." className="[&_svg]:size-8" />
      </div>
    )
  }
  return role ? <Outlet /> : <NotFoundScreen />
}
