import { startTransition, useCallback, useState, type MouseEvent } from 'react'

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
    source.get().then(
      // What the module shows renders as a transition, in tasks short enough for a phone.
      (loaded) => startTransition(() => setModule(() => loaded)),
      (error: unknown) => console.error('Nexus: could not load part of the page:', error),
    )
  }, [source])
  const warm = useCallback(() => {
    source.get().catch(() => {})
  }, [source])
  return { module, request, warm }
}

/** The props a menu's trigger takes until its menu's code is loaded (see {@link useOnDemandMenu}). */
export interface OnDemandMenuTriggerProps {
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: false
  onClick?: (event: MouseEvent) => void
  onPointerDown?: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
}

/**
 * A menu whose code (`source`) loads when its trigger is first clicked: until then `triggerProps`
 * make the trigger a plain button that says it opens a menu, starts the download on touch, hover
 * or focus, and loads the menu on click; after that they are empty (the menu's own trigger takes
 * over). `focusFirstItem` is true when that click came from the keyboard (Enter or Space: a click
 * with no pointer, `detail` 0), so the menu opens on its first item as a keyboard-opened menu does.
 */
export function useOnDemandMenu<M>(source: OnDemand<M>): {
  module: M | null
  triggerProps: OnDemandMenuTriggerProps
  focusFirstItem: boolean
} {
  const { module, request, warm } = useOnDemand(source)
  const [focusFirstItem, setFocusFirstItem] = useState(false)
  const triggerProps: OnDemandMenuTriggerProps = module
    ? {}
    : {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: (event) => {
          setFocusFirstItem(event.detail === 0)
          request()
        },
        onPointerDown: warm,
        onPointerEnter: warm,
        onFocus: warm,
      }
  return { module, triggerProps, focusFirstItem }
}

/**
 * Runs `callback` once, when the browser is next idle (`requestIdleCallback`; a 0 ms timer where
 * there is none) and the frame after that has been painted, so what was rendered by then is on
 * screen; at the latest `timeoutMs` after the call (a hidden tab paints no frames). For warming
 * code a page will likely want soon without competing with what it shows first.
 * @returns a function that cancels the call if it has not run yet.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  let done = false
  const timers: (() => void)[] = []
  const cancel = () => {
    done = true
    timers.forEach((clear) => clear())
  }
  const run = () => {
    if (done) return
    cancel()
    callback()
  }
  // A task queued from a frame callback runs once that frame has been painted.
  const afterPaint = () => {
    if (done) return
    const frame = requestAnimationFrame(() => {
      const timer = setTimeout(run, 0)
      timers.push(() => clearTimeout(timer))
    })
    timers.push(() => cancelAnimationFrame(frame))
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(afterPaint, { timeout: timeoutMs })
    timers.push(() => cancelIdleCallback(id))
  } else {
    const timer = setTimeout(afterPaint, 0)
    timers.push(() => clearTimeout(timer))
  }
  const latest = setTimeout(run, timeoutMs)
  timers.push(() => clearTimeout(latest))
  return cancel
}
