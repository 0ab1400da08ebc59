import { Outlet } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/lib/auth/auth-provider'
import { useHoldPageFrame } from '@/lib/page-reveal'

/**
 * The route guard: a centred spinner while the session loads (or the prerendered frame, kept on
 * screen), then the page for everyone. Unauthenticated visitors get guest access; there is no redirect.
 */
export function RouteGuard() {
  const { status } = useAuth()
  return status === 'loading' ? <SessionSpinner /> : <Outlet />
}

/** The spinner, unless the prerendered page's frame still shows: that frame then stays instead. */
function SessionSpinner() {
  useHoldPageFrame()
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner label="Loading your session..." className="[&_svg]:size-8" />
    </div>
  )
}
