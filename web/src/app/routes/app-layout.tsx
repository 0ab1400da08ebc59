import { Outlet } from 'react-router'

/** Sidebar shell (stub). */
export function Component() {
  return <Outlet />
}
