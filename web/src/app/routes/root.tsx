import { useEffect, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { markInteractive, showRenderedPage } from '@/app/hydration'
import { AppProvider } from '@/app/provider'
import { RouteModuleBoundary } from '@/app/route-modules'
import { setHydrating } from '@/hooks/use-hydrated'

/**
 * Root route: app-wide providers inside the router, so they may navigate; a page that fails to
 * load shows an error until the visitor goes elsewhere (the boundary resets on a new path).
 */
export function Component() {
  const { pathname } = useLocation()
  // In the commit itself, so the browser never paints the new page hidden as the stale one was.
  useLayoutEffect(() => showRenderedPage(), [])
  useEffect(() => {
    setHydrating(false)
    markInteractive()
  }, [])
  return (
    <AppProvider>
      <RouteModuleBoundary resetKey={pathname}>
        <Outlet />
      </RouteModuleBoundary>
    </AppProvider>
  )
}
