const EVENT = 'nexus:member-hides-changed'

/**
 * Tells this page that the signed-in member blocked, unblocked, muted or unmuted someone (the
 * member card, Settings' lists): what the server hides from them has changed. Pages that show
 * others' words (a room's feed) read them again; features hear it without importing each other.
 */
export function announceHidesChanged(): void {
  window.dispatchEvent(new Event(EVENT))
}

/**
 * Calls `listener` each time {@link announceHidesChanged} is called on this page, until the
 * returned function is called.
 */
export function onHidesChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener)
  return () => window.removeEventListener(EVENT, listener)
}
