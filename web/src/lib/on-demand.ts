import { useCallback, useState } from 'react'

/** A module loaded the first time it is wanted, once for every component that uses it. */
export interface OnDemand<M> {
  /** Starts the load (once) and resolves to the module; a failed load is forgotten, so the next call retries. */
  get(): Promise<M>
}

/**
 * Wraps a dynamic import (`() => import('./x')`) so it runs only when first wanted: code a page
 * may never need (a menu, a drawer, a tooltip) stays out of its first load.
 */
export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loading: Promise<M> | undefined
  return {
    get: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined
        throw error
      })),
  }
}

/**
 * The module of `source` once this component asked for it with `request()` and it has loaded
 * (null before); `warm()` only starts the download (on hover or focus), so a request after it is
 * quick. A failed load is logged and leaves null; requesting again retries.
 */
export function useOnDemand<M>(source: OnDemand<M>): { module: M | null; request: () => void; warm: () => void } {
  const [module, setModule] = useState<M | null>(null)
  const request = useCallback(() => {
    source.get().then(setModule, (error: unknown) => console.error('Nexus: could not load part of the page:', error))
  }, [source])
  const warm = useCallback(() => {
    source.get().catch(() => {})
  }, [source])
  return { module, request, warm }
}
