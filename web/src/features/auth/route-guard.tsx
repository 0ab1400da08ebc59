import { Outlet } from 'react-router'

/** Route guard (stub): doc 1 §2.2. */
export function RouteGuard() {
  return <Outlet />
}
