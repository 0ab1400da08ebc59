/**
 * Whose member state the browser shows: the guest's, or one signed-in member's (by user id).
 * Every persisted store keys its data by this scope, so people sharing a browser never see
 * each other's data, and signing out shows the guest's state again.
 */

/** The scope of the guest (no one signed in). */
export const GUEST_SCOPE = 'guest'

type ScopeListener = (scope: string) => void

let currentScope = GUEST_SCOPE
const listeners = new Set<ScopeListener>()

/** The current scope: {@link GUEST_SCOPE} or a member's user id. */
export function getStorageScope(): string {
  return currentScope
}

/**
 * Switches the scope (call with the session user's id; 'guest' or '' for the guest). Every
 * persisted store then reloads its data for the new scope. A call with the current scope does nothing.
 */
export function setStorageScope(scope: string): void {
  const next = scope.trim() === '' ? GUEST_SCOPE : scope
  if (next === currentScope) return
  currentScope = next
  listeners.forEach((listener) => listener(next))
}

/** Calls `listener` with the new scope after every switch; returns the unsubscribe function. */
export function onStorageScopeChange(listener: ScopeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The storage key of `name` in `scope`: the bare name for the guest (so the keys the product
 * names, such as `userProfile`, keep their names), `name:userId` for a member.
 */
export function scopedKey(name: string, scope: string = currentScope): string {
  return scope === GUEST_SCOPE ? name : `${name}:${scope}`
}
