import { Outlet } from 'react-router'

/** Settings shell (stub). */
export function SettingsLayout() {
  return <Outlet />
}
