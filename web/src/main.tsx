import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createAppRouter } from '@/app/router'
import { routerReady } from '@/app/router-ready'
import { mountMode, onHydrationError } from '@/app/hydration'
import { setHydrating } from '@/hooks/use-hydrated'
import '@/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Nexus: #root element missing from index.html')

const router = createAppRouter()
// The first render waits for the first page's lazy modules, so it is the page itself.
await routerReady(router)

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)
if (mountMode(document.documentElement) === 'hydrate') {
  // As a transition, hydration yields to the browser every few ms instead of one long task.
  setHydrating(true)
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: onHydrationError })
  })
} else {
  root.replaceChildren()
  document.documentElement.removeAttribute('data-prerender-stale')
  // The first render as a transition too: it yields to the browser every few ms instead of
  // blocking it in one long task (the page is empty until it commits).
  const reactRoot = createRoot(root)
  startTransition(() => reactRoot.render(app))
}
