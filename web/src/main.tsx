import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppRoutes, routeModuleNames } from '@/app/router'
import { preloadRouteModules } from '@/app/route-modules'
import { mountMode, onHydrationError, renderContainer } from '@/app/hydration'
import { setHydrating } from '@/hooks/use-hydrated'
import { prefetchMemberAccount } from '@/lib/auth/account-prefetch'
import '@/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Nexus: #root element missing from index.html')

// With a backend, the session needs supabase-js: it downloads beside the page's route modules
// instead of after the first render, and a member's account is read as soon as it is there
// (a failure is retried, and reported, where the session loads).
void prefetchMemberAccount()
// The first render waits for the first page's route modules, so it is the page itself.
await preloadRouteModules(routeModuleNames(window.location.pathname))

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
  // blocking it in one long task. A stale prerendered page's frame stays on screen until the page
  // is ready (the root route reveals it, after the session if a page waits for it).
  const reactRoot = createRoot(renderContainer(root))
  startTransition(() => reactRoot.render(app))
}
