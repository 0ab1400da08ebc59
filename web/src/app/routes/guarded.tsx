import { RouteGuard } from '@/lib/auth/route-guard'

/** Guarded routes: spinner while the session loads, then guest access. */
export function Component() {
  return <RouteGuard />
}
