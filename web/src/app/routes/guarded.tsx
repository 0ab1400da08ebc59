import { RouteGuard } from '@/lib/auth/route-guard'

/** Guarded routes (doc 1 §2.2): spinner while the session loads, then guest access. */
export function Component() {
  return <RouteGuard />
}
