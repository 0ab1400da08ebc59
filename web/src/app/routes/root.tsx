import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { markInteractive } from '@/app/hydration'
import { AppProvider } from '@/app/provider'
import { setHydrating } from '@/hooks/use-hydrated'

/** Root route: app-wide providers inside the router, so they may navigate. */
export function Component() {
  useEffect(() => {
    setHydrating(false)
    markInteractive()
  }, [])
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  )
}
