import { Outlet } from 'react-router'
import { AppProvider } from '@/app/provider'

/** Root route: app-wide providers inside the router, so they may navigate. */
export function Component() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  )
}
