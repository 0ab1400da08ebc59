import { StrictMode, startTransition } from 'react'
import { BrowserRouter } from 'react-router'
import { mountMode, onHydrationError, renderContainer } from '@/app/hydration'
import { AppRoutes, routeModuleNames } from '@/app/router'
import { preloadRouteModules } from '@/app/route-modules'
import { setHydrating } from '@/hooks/use-hydrated'
import { whenPersistedStoresHydrated } from '@/lib/persist/persisted-store'
import { nextTask } from '@/lib/tasks/next-task'

/** React DOM's client API, which the entry loads in a stage of its own. */
export type ReactDomClient = Pick<typeof import('react-dom/client'), 'createRoot' | 'hydrateRoot'>

/**
 * Starts the app in `root` (the entry's second stage, after React DOM): loads the route modules
 * of the page's address in a later task and waits for the saved data still being read, then
 * hydrates the prerendered page or renders the app, as a transition.
 * Resolves once the render is scheduled; never rejects for a route module that fails to load (its
 * page shows the error as it renders).
 */
export async function startApp(root: HTMLElement, { createRoot, hydrateRoot }: ReactDomClient): Promise<void> {
  await nextTask()
  // The first render waits for the first page's route modules, so it is the page itself, and
  // for the saved data of the stores that import their schema, so it shows what was saved.
  await Promise.all([preloadRouteModules(routeModuleNames(window.location.pathname)), whenPersistedStoresHydrated()])

  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  )
  if (mountMode(document.documentElement) === 'hydrate') {
    // As a transition, hydration yields to the browser every few ms instead of one long task.
    setHydrating(true)
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: onHydrationError })
    })
  } else {
    // The first render as a transition too: it yields to the browser every few ms instead of
    // blocking it in one long task. A stale prerendered page's frame stays on screen until the
    // page is ready (the root route reveals it, after the session if a page waits for it).
    const reactRoot = createRoot(renderContainer(root))
    startTransition(() => reactRoot.render(app))
  }
}
