import type { ReactPromise } from 'react'

/** A promise that carries its state in React's thenable fields, so React's `use` reads it without suspending once it has settled. */
export type TrackedPromise<T> = Promise<T> & ReactPromise<T>

/**
 * `promise`, marked 'pending' now and 'fulfilled' (with `value`) or 'rejected' (with `reason`)
 * once it settles: a render that reads it with `use` after that gets the answer at once (no
 * suspension, no fallback, hydration in place). Adds no unhandled rejection of its own.
 */
export function trackPromise<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const }) as TrackedPromise<T>
  // Block bodies: a callback that returned `tracked` would chain a second, unhandled rejection.
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value })
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason })
    },
  )
  return tracked
}
