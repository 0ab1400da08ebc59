import { Component as ReactComponent, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { trackPromise, type TrackedPromise } from '@/lib/data/tracked-promise'
import { importHydrated } from '@/lib/persist/persisted-store'

/**
 * A route module of `app/routes/`: a thin file that exports the page as `Component`, and, when the
 * page shows a guest's own data, `prepareGuest`, which loads that data's code (see guestSource).
 */
export interface RouteModule {
  Component: ComponentType
  prepareGuest?: () => Promise<unknown>
}

/** The route modules, each its own chunk, loaded when its route first renders. */
const routeModules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/root.tsx', // the root route is part of the first load
])

/** A route module's load, which React's `use` reads without suspending once it has settled. */
type TrackedLoad = TrackedPromise<RouteModule>

const loads = new Map<string, TrackedLoad>()

/** True when `app/routes/<name>.tsx` exists (e.g. `dashboard`, `settings/ai`). */
export function hasRouteModule(name: string): boolean {
  return `./routes/${name}.tsx` in routeModules
}

/**
 * `module` once, in a build without a backend (every visitor a guest), its guest data has loaded
 * too, so the first render and the prerender show it at once. With a backend the visitor is most
 * likely a member, whose page never needs it: a guest's page loads it as it renders.
 */
async function prepared(module: RouteModule): Promise<RouteModule> {
  if (!__NEXUS_BACKEND_CONFIGURED__) await module.prepareGuest?.()
  return module
}

/**
 * Loads `app/routes/<name>.tsx` once; the promise carries its status, so a module already loaded
 * renders at once (no suspension, no fallback, hydration in place). It settles once the guest data
 * it prepares has loaded (see {@link prepared}) and the stores the module created have read their
 * saved data too (a schema to import), so the page never shows a store's seed in place of what was
 * saved. A failed load stays failed, so its page shows the error (a render that loaded again
 * would suspend, fail and retry forever); reloading the page tries again.
 * @throws Error at once when no such module exists; the promise rejects when its chunk fails to load
 */
export function loadRouteModule(name: string): TrackedLoad {
  const known = loads.get(name)
  if (known) return known
  const load = routeModules[`./routes/${name}.tsx`]
  if (!load) throw new Error(`router: no route module app/routes/${name}.tsx`)
  const tracked = trackPromise(importHydrated(load().then(prepared)))
  loads.set(name, tracked)
  return tracked
}

/**
 * Loads the modules `names` (the routes a URL matches) before the first render, so that render
 * is the page itself. Never rejects: a module that fails shows its error in
 * {@link RouteModuleBoundary} as it renders.
 */
export async function preloadRouteModules(names: readonly string[]): Promise<void> {
  await Promise.allSettled(names.map(loadRouteModule))
}

/**
 * Renders the `Component` of route module `name`, suspending (inside the navigation's transition,
 * so the previous page stays) until its chunk has loaded.
 */
export function RouteModuleElement({ name }: { name: string }) {
  const { Component } = use(loadRouteModule(name))
  return <Component />
}

interface BoundaryProps {
  /** The failure is forgotten when this changes (the path: the visitor went elsewhere). */
  resetKey: string
  children: ReactNode
}

/**
 * Catches a page that failed to load or render (a chunk missing after a deploy, a network error):
 * shows what happened with a reload button instead of a blank page, and logs the error. The
 * next `resetKey` renders the children again.
 */
export class RouteModuleBoundary extends ReactComponent<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Nexus: the page failed to load:', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main
        role="alert"
        className="mx-auto flex min-h-svh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">This page could not be loaded</h1>
        <p className="text-muted-foreground">Check your connection, then reload the page.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </main>
    )
  }
}
