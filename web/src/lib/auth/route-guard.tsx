import { Outlet } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/lib/auth/auth-provider'

/**
 * The route guard: a centred spinner while the session loads, then the page
 * for everyone. Unauthenticated visitors get guest access; there is no redirect.
 */
export function RouteGuard() {
  const { status } = useAuth()
  if (status === 'loading') {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner label="Loading your session..." className="[&_svg]:size-8" />
      </div>
    )
  }
  return <Outlet />
}
