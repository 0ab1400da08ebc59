import { useEffect, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { markInteractive, showRenderedPage } from '@/app/hydration'
import { AppProvider } from '@/app/provider'
import { RouteModuleBoundary } from '@/app/route-modules'
import { setHydrating } from '@/hooks/use-hydrated'
import { revealPageWhenReady } from '@/lib/page-reveal'

/**
 * Root route: app-wide providers inside the router, so they may navigate; a page that fails to
 * load shows an error until the visitor goes elsewhere (the boundary resets on a new path).
 */
export function Component() {
  const { pathname } = useLocation()
  // In a commit, so the browser never paints the new page hidden as the stale one was: this first
  // one, or the one that ends a wait the page holds its frame for (the session). What the visitor
  // did on the frame replays after that commit, once the page's handlers are attached.
  useLayoutEffect(
    () =>
      revealPageWhenReady(() => {
        showRenderedPage()
        setTimeout(markInteractive)
      }),
    [],
  )
  useEffect(() => setHydrating(false), [])
  return (
    <AppProvider>
      <RouteModuleBoundary resetKey={pathname}>
        <Outlet />
      </RouteModuleBoundary>
    </AppProvider>
  )
}
